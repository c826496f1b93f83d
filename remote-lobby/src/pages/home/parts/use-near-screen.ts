import { useEffect, useState } from 'react';

/** How near the screen an element counts as near: a screen above or below it. */
export const NEAR_SCREEN_MARGIN = '100% 0px';

/**
 * Whether an element has come within about a screen of the viewport; once it has, it stays so.
 * Returns a ref callback for the element and the answer. A browser without IntersectionObserver
 * counts every element as near from the start.
 */
export function useNearScreen(): [watch: (element: Element | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<Element | null>(null);

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);

  return [setElement, near];
}
