import type { CDPSession, Page } from '@playwright/test';

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
