import { useEffect, useState } from 'react';

/** Whole seconds until `iso`, ticking each second while `running`; 0 once it has passed. */
export function useCountdown(iso: string, running: boolean): number {
  const end = Date.parse(iso);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.ceil((end - now) / 1_000));
}

/** Seconds as m:ss (or h:mm:ss past an hour). */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
