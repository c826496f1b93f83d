// The site's service worker: the page opens without a network as far as its shell, and a release
// of an area downloads only the files that changed.
//
// The page tells it, once loaded, which files it ran from. It keeps copies of the hashed ones (read
// back from the HTTP cache, so nothing is downloaded twice), of the page, and of the two start-up
// reads the page cannot start without: the registry and the start-up settings, which hold no member
// data.
//
// While the browser is online it answers only for hashed files it holds (a hashed name is the same
// file at any address, see copyKey); every other request, the page, the registry (remotes.json), the
// areas' manifests and the API above all, goes to the server as it would without it, so a release or
// a rollback shows at the next load. Offline it answers the page and whatever it holds a copy of.
const CACHE = 'offline-v1';
/** A file whose name carries a content hash never changes (scripts/lib/static-server.ts). */
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|css|mjs|svg|png|woff2)$/;
/** The one page of the site: every route is the same host page, worked out per route online. */
const PAGE_KEY = '/m/';
/** How long a copy of a start-up read is kept before the next page load refreshes it. */
const START_UP_COPY_MS = 5 * 60 * 1000;
const KEPT_AT = 'x-kept-at';
/** A copy answers its address whatever headers the request carries (the API's Merchant, say). */
const MATCH = { ignoreVary: true };

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/**
 * A release lives in its own folder, `<cdn>/<area>/<version>/`, so a file that did not change has
 * another address in the next release; its hashed name alone says what it holds. A copy is kept
 * under the name without the version, and a release then adds only the files that changed.
 */
function copyKey(url) {
  const parsed = new URL(url);
  const release = /^\/([a-z]+)\/[^/]+\/(static\/.+)$/.exec(parsed.pathname);
  if (parsed.origin !== self.location.origin && release) return `${parsed.origin}/${release[1]}/${release[2]}`;
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * The addresses it holds copies of, read once when the worker starts: offline, a request it has no
 * copy of is left to fail as it would without the worker.
 */
let keptKeys = null;
const keysRead = caches
  .open(CACHE)
  .then((cache) => cache.keys())
  .then((requests) => {
    keptKeys = new Set(requests.map((request) => request.url));
  })
  .catch(() => {
    keptKeys = new Set();
  });

async function put(cache, key, response) {
  await cache.put(key, await keepable(response));
  keptKeys?.add(new URL(key, self.location.href).href);
}

/** A copy with the headers the browser needs and the time it was kept. */
async function keepable(response) {
  const headers = new Headers(response.headers);
  // The body read here is already decoded, and of another length than the one sent.
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(KEPT_AT, String(Date.now()));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

async function keepHashed(cache, urls) {
  for (const url of urls) {
    const key = copyKey(url);
    if (await cache.match(key, MATCH)) continue;
    // The page has just run these files: the HTTP cache holds them and answers without the network.
    const response = await fetch(url, { cache: 'force-cache', mode: 'cors', credentials: 'same-origin' });
    if (response.ok) await put(cache, key, response);
  }
}

async function keepRead(cache, { url, headers }) {
  const kept = await cache.match(url, MATCH);
  if (Date.now() - Number(kept?.headers.get(KEPT_AT) ?? 0) < START_UP_COPY_MS) return;
  const response = await fetch(url, { cache: 'no-store', headers });
  if (response.ok) await put(cache, url, response);
}

/** Keeps the files named, and when the message names the page, the page and its start-up reads. */
async function keep({ page, files, reads }) {
  const cache = await caches.open(CACHE);
  const hashed = files.filter((url) => HASHED.test(new URL(url).pathname));
  if (page) {
    // The page as this load had it, so that the scripts it names are the ones kept with it.
    const response = await fetch(page, { cache: 'force-cache' });
    if (response.ok) await put(cache, PAGE_KEY, response);
  }
  for (const read of reads) await keepRead(cache, read);
  await keepHashed(cache, hashed);
}

self.addEventListener('message', (event) => {
  const { data } = event;
  if (event.origin !== self.location.origin || data?.type !== 'keep') return;
  event.waitUntil(keep(data).catch((error) => console.warn('[sw] could not keep the offline copies', error)));
});

async function fromCopies(request) {
  const cache = await caches.open(CACHE);
  const key = request.mode === 'navigate' ? PAGE_KEY : copyKey(request.url);
  return (await cache.match(key, MATCH)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const kept = keptKeys?.has(copyKey(request.url));
  if (self.navigator.onLine) {
    if (kept && HASHED.test(new URL(request.url).pathname)) event.respondWith(fromCopies(request));
    return;
  }
  if (request.mode !== 'navigate' && keptKeys && !kept) return;
  event.respondWith(keysRead.then(() => fromCopies(request)));
});
