import { expect, type CDPSession, type Page } from '@playwright/test';

/**
 * The scripts page loads run, and which of them came over the network: the browser's own account
 * (DevTools protocol), where a script from the memory or disk cache or from the site's service
 * worker is marked as such.
 */
export async function watchScripts(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { url: string; local: boolean }>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).pathname.endsWith('.js')) scripts.set(requestId, { url: request.url, local: false });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const script = scripts.get(requestId);
    if (script) script.local = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const script = scripts.get(requestId);
    if (script && (response.fromDiskCache || response.fromServiceWorker)) script.local = true;
  });
  return {
    reset: () => scripts.clear(),
    all: () => [...scripts.values()].map((script) => script.url),
    fromNetwork: () => [...scripts.values()].filter((script) => !script.local).map((script) => script.url),
    // While a DevTools session watches the network, Chromium's offline emulation skips the service worker.
    stop: () => cdp.detach(),
  };
}

/** A hashed file's name, which the service worker keeps whatever release folder it came from. */
export const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

/**
 * Waits until the service worker holds these scripts (by file name) and these reads. The page hands
 * the worker its files in several messages, and the worker keeps them one by one after the page has
 * settled.
 */
export async function offlineCopiesKept(page: Page, scripts: string[], reads: string[] = []) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ names, keys }) => {
            const found = await Promise.all(keys.map((key) => caches.match(key, { ignoreVary: true })));
            const cache = await caches.open('offline-v1');
            const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname.split('/').pop()));
            return [...keys.filter((_, index) => !found[index]), ...names.filter((name) => !kept.has(name))];
          },
          { names: scripts.map(fileName), keys: reads },
        ),
      { message: 'files the service worker does not hold yet', timeout: 30_000 },
    )
    .toEqual([]);
}
