/** Icons fetched at once; the next ones start as these arrive. */
export const ICONS_AT_ONCE = 4;
/** Icons that appear in one frame at most. */
export const ICONS_PER_FRAME = 2;
/** An icon that takes longer than this no longer holds its place (a slow network). */
export const ICON_WAIT_MS = 1500;
/** Arrived addresses remembered; older ones are fetched again (from the cache) if asked for. */
export const ARRIVED_KEPT = 64;

export interface ImageQueueOptions {
  atOnce?: number;
  perTurn?: number;
  waitMs?: number;
  /** Runs the queue again in a later frame, in a task of its own. */
  nextTurn?: (run: () => void) => void;
  now?: () => number;
  later?: (run: () => void, ms: number) => void;
  /** Fetches an address into the browser's cache and calls `done` once it has arrived or failed. */
  fetch?: (src: string, done: () => void) => void;
  kept?: number;
}

const afterNextFrame = (run: () => void) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
};

/**
 * Whether the page already preloads this image (the host does for the first row of a game list). An
 * img takes a preloaded image, even one still on its way, from the preload cache; a fetch would not,
 * and would ask for it a second time.
 */
export function isPreloadedImage(src: string): boolean {
  const { href } = new URL(src, document.baseURI);
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')) {
    if (link.href === href) return true;
  }
  return false;
}

/**
 * Brings an address into the HTTP cache without making a picture of it. An image element parses an
 * SVG icon into a document of its own as soon as it arrives, and these documents were most of what
 * the collections during a scroll had to mark and free: icons fetched for tiles that scroll away
 * before their turn were parsed for nothing. The request is made as an img makes it (no-cors, with
 * credentials), so the img finds the answer in the cache.
 */
const fetchIntoCache = (src: string, done: () => void) => {
  if (isPreloadedImage(src)) {
    done();
    return;
  }
  fetch(src, { mode: 'no-cors', credentials: 'include' })
    .then((response) => response.blob())
    .then(done, done);
};

/**
 * Hands out image addresses a few at a time. The icons are SVG: the first time each one is drawn,
 * its document is laid out and painted on the main thread (4–6 ms at 4× CPU throttling). Icons that
 * arrived together were all drawn in the next frame, which made it a long task; so fetching and
 * showing are apart. Up to `atOnce` icons are fetched into the cache at a time, and each turn of
 * the queue, one a frame, gives at most `perTurn` of the arrived ones to their img. The queue runs in
 * a task of its own, not in the frame that draws the new tiles: starting an image load is work of
 * its own. The images are given their address only once their tile is drawn, which the virtualized
 * grid does near the screen only: that is the lazy loading.
 */
export function createImageQueue({
  atOnce = ICONS_AT_ONCE,
  perTurn = ICONS_PER_FRAME,
  waitMs = ICON_WAIT_MS,
  nextTurn = afterNextFrame,
  now = () => performance.now(),
  later = (run, ms) => setTimeout(run, ms),
  fetch = fetchIntoCache,
  kept = ARRIVED_KEPT,
}: ImageQueueOptions = {}) {
  // The address is read once: `dataset` makes a new string at each read, and the queue is read each turn.
  let waiting: { image: HTMLImageElement; src: string }[] = [];
  const fetching = new Map<string, number>();
  /** Addresses in the cache (or given up on): their img may have them at once. */
  const arrived = new Set<string>();
  let scheduled = false;
  // Bounded: a long list would otherwise keep the address of every icon it ever fetched.
  const arrive = (src: string) => {
    arrived.add(src);
    if (arrived.size > kept) arrived.delete(arrived.values().next().value ?? src);
  };

  const drain = () => {
    scheduled = false;
    const time = now();
    for (const [src, started] of fetching) {
      if (time - started < waitMs) continue;
      fetching.delete(src);
      arrive(src);
    }
    let shown = 0;
    let ready = false;
    const still: typeof waiting = [];
    for (const entry of waiting) {
      const { image, src } = entry;
      // A tile scrolled away before its turn is not drawn any more: its icon is not asked for.
      if (!image.isConnected) continue;
      if (arrived.has(src)) {
        if (shown < perTurn) {
          image.src = src;
          shown += 1;
          continue;
        }
        ready = true;
      }
      still.push(entry);
      if (!arrived.has(src) && !fetching.has(src) && fetching.size < atOnce) {
        fetching.set(src, time);
        fetch(src, () => {
          fetching.delete(src);
          arrive(src);
          schedule();
        });
      }
    }
    waiting = still;
    if (ready) schedule();
    // Slow fetches hold every place: the ones waiting behind them start once they are given up on.
    else if (fetching.size >= atOnce && waiting.length > fetching.size) later(schedule, waitMs);
  };
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    nextTurn(drain);
  }

  /** A ref callback for an img whose address is in `data-src`. */
  return (image: HTMLImageElement | null) => {
    const src = image?.dataset.src;
    if (!image || !src || image.getAttribute('src')) return;
    waiting.push({ image, src });
    schedule();
  };
}

/** The queue every game tile uses. */
export const queueIcon = createImageQueue();
