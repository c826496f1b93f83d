import { queryClient, siteConfig } from '@platform/shared';
import { API_BASE, HEADERS, PATHS } from '@platform/shared/contract';
import { REMOTES_URL } from './areas/remotes-file';
import { whenIdle } from './startup/when-idle';

/** The site's service worker (host/public/sw.js): offline copies of the shell, nothing online. */
const WORKER_URL = '/m/sw.js';
const SCOPE = '/m/';
/**
 * How long after the page is drawn the worker is registered (then at the browser's next idle
 * moment, or IDLE_WAIT_MS later at the latest). Its install reads back every file the page received
 * and stores it: started with the page, on a phone's few cores, that work took the CPU from the
 * page's own start-up. Lighthouse, alternating the two builds: TBT medians 712 → 572 ms on login
 * (6 pairs) and 1352 → 891 ms on home (5 pairs).
 */
const REGISTER_AFTER_MS = 5000;
const IDLE_WAIT_MS = 5000;

/**
 * The files the page received whole: a copy is never kept of one the page failed to get, or the
 * worker would hand it out later in place of the failure.
 */
const received = (entries: PerformanceEntryList) =>
  entries.flatMap((entry) =>
    entry instanceof PerformanceResourceTiming && entry.responseStatus === 200 ? [entry.name] : [],
  );

/** Tells the worker which files this page ran from, and what the start-up reads need. */
function keepOfflineCopies(worker: ServiceWorker): void {
  const files = received(performance.getEntriesByType('resource'));
  worker.postMessage({
    type: 'keep',
    page: window.location.href,
    files,
    reads: [
      { url: new URL(REMOTES_URL, window.location.href).href, headers: {} },
      {
        url: new URL(`${API_BASE}${PATHS.startup}`, window.location.href).href,
        headers: { [HEADERS.merchant]: siteConfig.merchantCode },
      },
    ],
  });
}

/** Resolves once the page has its start-up settings, and with them the merchant it belongs to. */
function started(): Promise<void> {
  return new Promise((done) => {
    if (siteConfig.startup) return done();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (!siteConfig.startup) return;
      stop();
      done();
    });
  });
}

/** Hands the worker each file the page loads from now on (the areas load parts of a page later). */
function keepLaterFiles(worker: ServiceWorker): void {
  new PerformanceObserver((list) => {
    worker.postMessage({ type: 'keep', files: received(list.getEntries()), reads: [] });
  }).observe({ type: 'resource' });
}

/**
 * Registers the worker a while after the page is drawn (REGISTER_AFTER_MS), so it never competes with
 * the page's start-up, and hands it the page's files then, the ones it loads later as they come, and
 * the page and start-up reads again whenever the page is hidden. Called once the page is drawn.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const keep = () => {
    void Promise.all([navigator.serviceWorker.ready, started()]).then(([registration]) => {
      if (registration.active) keepOfflineCopies(registration.active);
    });
  };
  const register = () => {
    navigator.serviceWorker.register(WORKER_URL, { scope: SCOPE }).then(
      () => {
        keep();
        void navigator.serviceWorker.ready.then(({ active }) => active && keepLaterFiles(active));
      },
      (error: unknown) => console.warn('The offline service worker was not registered', error),
    );
  };
  setTimeout(() => whenIdle(register, IDLE_WAIT_MS), REGISTER_AFTER_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
}
