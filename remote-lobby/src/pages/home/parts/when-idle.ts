/** How long the page may stay busy before work waiting for an idle moment runs anyway. */
export const IDLE_TIMEOUT_MS = 4000;
/** Where the browser cannot tell when it is idle (Safari): this long after the page's load event. */
export const AFTER_LOAD_MS = 2000;

/**
 * Runs `run` once the browser is idle (at the latest after `IDLE_TIMEOUT_MS`), or, without
 * `requestIdleCallback`, `AFTER_LOAD_MS` after the load event. Returns a function that calls it off.
 *
 * Where the browser has `requestIdleCallback`, it alone decides: the server's copy of the first
 * screen is taken in a browser whose idle callbacks never come, so the copy shows the page as it is
 * before its first idle moment.
 */
export function whenIdle(run: () => void): () => void {
  let wanted = true;
  const once = () => {
    if (!wanted) return;
    wanted = false;
    run();
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      wanted = false;
    };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => {
    timer = setTimeout(once, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    wanted = false;
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
  };
}
