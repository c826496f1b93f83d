import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a callback after a delay (a redirect after a notice, a value that follows a switch), and
 * drops the ones still waiting when the component goes away.
 */
export function useLater(): (delayMs: number, run: () => void) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((delayMs, run) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}
