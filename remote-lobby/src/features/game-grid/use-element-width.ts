import { useLayoutEffect, useState, type RefObject } from 'react';

/** The element's width, following resizes; the window's width until it has one (and in tests). */
export function useElementWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const read = () => setWidth(node.clientWidth || window.innerWidth);
    read();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', read);
      return () => window.removeEventListener('resize', read);
    }
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
