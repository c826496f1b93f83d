import { useEffect, useState } from 'react';
import { TIMING } from '@platform/shared';

/**
 * Whether page changes fade. A horizontal swipe of more than 100 px (the browser's swipe-back)
 * switches the fade off, so the page does not flash; it comes back 500 ms later.
 */
export function usePageFade(): boolean {
  const [enabled, setEnabled] = useState(true);
  useEffect(() => {
    let startX = 0;
    let startY = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      startX = touch.clientX;
      startY = touch.clientY;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      const dx = touch.clientX - startX;
      if (Math.abs(dx) > TIMING.swipeBackThreshold && Math.abs(dx) > Math.abs(touch.clientY - startY)) {
        setEnabled(false);
        clearTimeout(timer);
        timer = setTimeout(() => setEnabled(true), TIMING.fadeRestore);
      }
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      clearTimeout(timer);
    };
  }, []);
  return enabled;
}
