import { useEffect, useRef } from 'react';
import { TIMING } from '@platform/shared';

/**
 * Calls `load` while `wanted` holds (the end of the list is within reach and more pages remain), at
 * most once per throttle period (spec §9: once per 1000 ms). `pages` changes when a page arrives, so a
 * list still too short to scroll keeps loading.
 */
export function useLoadNearEnd(wanted: boolean, load: () => void, pages: number): void {
  const lastLoad = useRef(0);
  useEffect(() => {
    if (!wanted) return;
    const run = () => {
      lastLoad.current = Date.now();
      load();
    };
    const wait = lastLoad.current + TIMING.infiniteScrollThrottle - Date.now();
    if (wait <= 0) {
      run();
      return;
    }
    const timer = setTimeout(run, wait);
    return () => clearTimeout(timer);
  }, [wanted, load, pages]);
}
