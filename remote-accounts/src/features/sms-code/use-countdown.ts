import { useCallback, useEffect, useRef, useState } from 'react';

/** A countdown in whole seconds that ticks once a second; 0 means idle. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(
    (total: number) => {
      stop();
      setSeconds(total);
      const endsAt = Date.now() + total * 1000;
      // Counted from the end time, so a throttled background tab still ends on time.
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
        setSeconds(left);
        if (left === 0) stop();
      }, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { seconds, running: seconds > 0, start, stop };
}
