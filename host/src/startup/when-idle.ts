/**
 * Runs work the first screen does not need once the browser is idle, or after `timeout` ms at the
 * latest, so it never lengthens a start-up task.
 */
export function whenIdle(run: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout });
  else setTimeout(run, Math.min(timeout, 1500));
}
