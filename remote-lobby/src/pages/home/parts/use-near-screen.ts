import { startTransition, useCallback, useState } from 'react';

/** How near the screen an element counts as near: a screen above or below it. */
export const NEAR_SCREEN_MARGIN = '100% 0px';

/**
 * Whether an element has come within about a screen of the viewport; once it has, it stays so.
 * Returns a ref callback for the element and the answer. A browser without IntersectionObserver
 * counts every element as near from the start.
 *
 * What comes near is drawn in a transition: the render it brings (whole sections of a page) yields
 * to the browser every few milliseconds instead of holding the main thread in one task. The element
 * is watched from its ref, not kept in state, so attaching and detaching it renders nothing.
 */
export function useNearScreen(): [watch: (element: Element | null) => (() => void) | undefined, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const watch = useCallback(
    (element: Element | null) => {
      if (near || !element) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
        },
        { rootMargin: NEAR_SCREEN_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [watch, near];
}
