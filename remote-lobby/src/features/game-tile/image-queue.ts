/** Icons loading at once; the next ones start as these arrive. */
export const ICONS_AT_ONCE = 4;
/** Icons given their address in one turn of the queue at most. */
export const ICONS_PER_TURN = 2;
/** An icon that takes longer than this no longer holds its place (a slow network). */
export const ICON_WAIT_MS = 1500;
/** How often a queue held back by a fast scroll looks again. */
export const RECHECK_MS = 120;
/** The stretch of time over which the scroll's speed is read. */
export const SPEED_WINDOW_MS = 500;

export interface ImageQueueOptions {
  atOnce?: number;
  perTurn?: number;
  waitMs?: number;
  recheckMs?: number;
  /** Runs the queue again soon, in a task of its own. */
  nextTurn?: (run: () => void) => void;
  now?: () => number;
  later?: (run: () => void, ms: number) => void;
  /** Whether the page scrolls too fast for the tiles on screen to stay there: their icons wait. */
  scrollingFast?: () => boolean;
  /** Tells `seen` whenever the img comes on screen or leaves it; gives the way to stop. */
  watch?: (image: HTMLImageElement, seen: (onScreen: boolean) => void) => () => void;
}

/** Every img as on screen, where the browser cannot tell (tests, old browsers). */
const alwaysOnScreen = (_image: HTMLImageElement, seen: (onScreen: boolean) => void) => {
  seen(true);
  return () => undefined;
};

/**
 * Watches imgs with one intersection observer against the screen itself: the rows the grid draws
 * beyond the screen, for a scroll to find them drawn, do not ask for their icons until they show.
 */
export function screenWatcher(): NonNullable<ImageQueueOptions['watch']> {
  if (typeof IntersectionObserver === 'undefined') return alwaysOnScreen;
  const watched = new WeakMap<Element, (onScreen: boolean) => void>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) watched.get(entry.target)?.(entry.isIntersecting);
  });
  return (image, seen) => {
    watched.set(image, seen);
    observer.observe(image);
    return () => {
      observer.unobserve(image);
      watched.delete(image);
    };
  };
}

// A task of its own, not a frame: asking for a frame would make the browser draw one, which costs
// as much as starting the icons.
const inOwnTask = (run: () => void) => {
  setTimeout(run, 0);
};

/**
 * Follows the window's scroll and tells whether it moved more than a screen in the last
 * `windowMs` (two screens a second): a fling, the scroll bar dragged, a key held down. Tiles pass
 * the screen faster than their icons could be read, so these wait until the scroll slows down.
 */
export function createScrollSpeed(
  target: Window = window,
  { windowMs = SPEED_WINDOW_MS, now = () => performance.now() } = {},
): () => boolean {
  let moves: { time: number; distance: number }[] = [];
  // A page starts at the top. The position is not read when the module loads: reading it makes the
  // browser lay the whole page out there and then, in the middle of the start-up.
  let lastY = 0;
  const forget = (time: number) => {
    let first = 0;
    while (first < moves.length && time - (moves[first]?.time ?? time) > windowMs) first += 1;
    if (first > 0) moves = moves.slice(first);
  };
  target.addEventListener(
    'scroll',
    () => {
      const y = target.scrollY;
      const time = now();
      forget(time);
      moves.push({ time, distance: Math.abs(y - lastY) });
      lastY = y;
    },
    { passive: true },
  );
  return () => {
    forget(now());
    let distance = 0;
    for (const move of moves) distance += move.distance;
    return distance > target.innerHeight;
  };
}

/** Frees an icon's place once its img has its picture (or gave up). */
function onSettled(event: Event) {
  const image = event.currentTarget as HTMLImageElement;
  image.removeEventListener('load', onSettled);
  image.removeEventListener('error', onSettled);
  settledHandlers.get(image)?.(image);
}
const settledHandlers = new WeakMap<HTMLImageElement, (image: HTMLImageElement) => void>();

/**
 * Hands out icon addresses a few at a time. An icon is a picture (the catalogue's are WebP) that
 * the browser decodes off the main thread, but its request, its decoding and its first paint still
 * cost the phone (and an icon that is a drawing, SVG, is parsed and drawn on the main thread, some
 * 9 ms each), so only the icons of tiles a player can look at are asked for:
 *
 * - an img is given its address only once its tile is drawn, which the virtualized grid does near
 *   the screen only: that is the lazy loading;
 * - while the page scrolls faster than two screens a second, the tiles on screen are gone before
 *   their icon could be read, and the icons wait; when the scroll slows down, the tiles still drawn
 *   get theirs, and a tile that left before its turn is never asked for;
 * - at most `atOnce` icons load at a time and `perTurn` start in one turn, in a task of its own
 *   rather than in the frame that draws the tiles. Each icon arrives in a task of its own, so icons
 *   started together do not make one long task.
 *
 * The img makes the one request: an icon is fetched once, and one that arrived before is taken from
 * the browser's memory without decoding it again.
 */
export function createImageQueue({
  atOnce = ICONS_AT_ONCE,
  perTurn = ICONS_PER_TURN,
  waitMs = ICON_WAIT_MS,
  recheckMs = RECHECK_MS,
  nextTurn = inOwnTask,
  now = () => performance.now(),
  later = (run, ms) => setTimeout(run, ms),
  scrollingFast = () => false,
  watch = alwaysOnScreen,
}: ImageQueueOptions = {}) {
  // The address is read once: `dataset` makes a new string at each read.
  let waiting: { image: HTMLImageElement; src: string; onScreen: boolean; unwatch: () => void }[] = [];
  const loading = new Map<HTMLImageElement, number>();
  let scheduled = false;
  let laterSet = false;

  const settle = (image: HTMLImageElement) => {
    if (loading.delete(image)) schedule();
  };

  const drain = () => {
    scheduled = false;
    const time = now();
    for (const [image, started] of loading) if (time - started >= waitMs) loading.delete(image);
    // A tile scrolled away before its turn is not drawn any more: its icon is not asked for.
    if (waiting.some(({ image }) => !image.isConnected)) waiting = waiting.filter(({ image }) => image.isConnected);
    if (!waiting.some(({ onScreen }) => onScreen)) return;
    if (scrollingFast()) {
      waitAgain(recheckMs);
      return;
    }
    let started = 0;
    for (const next of waiting) {
      if (loading.size >= atOnce || started >= perTurn) break;
      if (!next.onScreen) continue;
      const { image, src } = next;
      next.unwatch();
      started += 1;
      image.addEventListener('load', onSettled);
      image.addEventListener('error', onSettled);
      settledHandlers.set(image, settle);
      image.src = src;
      // An icon the browser still holds is there at once and takes no place.
      if (!image.complete) loading.set(image, time);
    }
    waiting = waiting.filter(({ image }) => !image.hasAttribute('src'));
    if (!waiting.some(({ onScreen }) => onScreen)) return;
    if (loading.size < atOnce) schedule();
    // Slow icons hold every place: the ones waiting behind them start once they are given up on.
    else waitAgain(waitMs);
  };
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    nextTurn(drain);
  }
  function waitAgain(ms: number) {
    if (laterSet) return;
    laterSet = true;
    later(() => {
      laterSet = false;
      schedule();
    }, ms);
  }

  /** A ref callback for an img whose address is in `data-src`; its cleanup drops a tile that left. */
  return (image: HTMLImageElement | null) => {
    const src = image?.dataset.src;
    if (!image || !src || image.getAttribute('src')) return;
    const entry = { image, src, onScreen: false, unwatch: (): void => undefined };
    waiting.push(entry);
    entry.unwatch = watch(image, (onScreen) => {
      entry.onScreen = onScreen;
      if (onScreen) schedule();
    });
    return () => {
      entry.unwatch();
      waiting = waiting.filter((other) => other !== entry);
      if (!loading.delete(image)) return;
      // An icon still on its way for a tile that left is not wanted: the browser drops its request.
      image.removeAttribute('src');
      schedule();
    };
  };
}

/** The queue every game tile uses. */
export const queueIcon = createImageQueue(
  typeof window === 'undefined' ? {} : { scrollingFast: createScrollSpeed(window), watch: screenWatcher() },
);
