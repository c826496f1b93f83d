/** Icons asked for at once; the next ones start as these arrive. */
export const ICONS_AT_ONCE = 4;
/** An icon that takes longer than this no longer holds its place (a slow network). */
export const ICON_WAIT_MS = 1500;

export interface ImageQueueOptions {
  atOnce?: number;
  waitMs?: number;
  /** Runs the queue again soon, in a task of its own. */
  nextTurn?: (run: () => void) => void;
  now?: () => number;
  later?: (run: () => void, ms: number) => void;
}

/**
 * Hands out image addresses a few at a time. The icons are SVG: each one is parsed, laid out and
 * drawn on the main thread. A scroll that brings two dozen tiles would otherwise draw two dozen
 * icons in one frame, the page's longest task; a few at a time, each frame stays short and the
 * icons still arrive within a few frames. The queue runs in a task of its own, not in the frame
 * that draws the new tiles: starting an image load is work of its own (up to 15 ms at 4× CPU
 * throttling for four icons), which made that frame a long task. The images are given their address only once their tile
 * is drawn, which the virtualized grid does near the screen only: that is the lazy loading.
 */
export function createImageQueue({
  atOnce = ICONS_AT_ONCE,
  waitMs = ICON_WAIT_MS,
  nextTurn = (run) => setTimeout(run, 0),
  now = () => performance.now(),
  later = (run, ms) => setTimeout(run, ms),
}: ImageQueueOptions = {}) {
  const waiting: HTMLImageElement[] = [];
  const loading = new Map<HTMLImageElement, number>();
  let scheduled = false;

  const drain = () => {
    scheduled = false;
    const time = now();
    for (const [image, started] of loading) {
      if (image.complete || !image.isConnected || time - started >= waitMs) loading.delete(image);
    }
    while (loading.size < atOnce) {
      const image = waiting.shift();
      if (!image) break;
      const src = image.dataset.src;
      // A tile scrolled away before its turn is not drawn any more: its icon is not asked for.
      if (!image.isConnected || !src) continue;
      loading.set(image, time);
      image.addEventListener('load', schedule, { once: true });
      image.addEventListener('error', schedule, { once: true });
      image.src = src;
    }
    if (waiting.length > 0 && loading.size >= atOnce) later(schedule, waitMs);
  };
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    nextTurn(drain);
  }

  /** A ref callback for an img whose address is in `data-src`. */
  return (image: HTMLImageElement | null) => {
    if (!image || image.getAttribute('src')) return;
    waiting.push(image);
    schedule();
  };
}

/** The queue every game tile uses. */
export const queueIcon = createImageQueue();
