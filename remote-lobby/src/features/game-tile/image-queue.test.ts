import { describe, expect, it } from 'vitest';
import { createImageQueue, createScrollSpeed } from './image-queue';

function images(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const image = document.createElement('img');
    image.dataset.src = `/icon/${index}.svg`;
    document.body.append(image);
    return image;
  });
}

function fakeWorld() {
  const turns: Array<() => void> = [];
  const timers: Array<() => void> = [];
  let time = 0;
  let fast = false;
  return {
    turns,
    timers,
    options: {
      nextTurn: (run: () => void) => turns.push(run),
      now: () => time,
      later: (run: () => void) => timers.push(run),
      scrollingFast: () => fast,
    },
    runTurn: () => turns.shift()?.(),
    runTimer: () => timers.shift()?.(),
    pass: (ms: number) => {
      time += ms;
    },
    scroll: (isFast: boolean) => {
      fast = isFast;
    },
  };
}

const sources = (list: HTMLImageElement[]) => list.map((image) => image.getAttribute('src'));
const arrive = (image: HTMLImageElement | undefined) => image?.dispatchEvent(new Event('load'));

describe('the icon queue', () => {
  it('starts a few icons a turn and no more than a few at once, the next as one arrives', () => {
    const world = fakeWorld();
    const queue = createImageQueue({ atOnce: 3, perTurn: 2, waitMs: 1000, ...world.options });
    const list = images(5);
    list.forEach(queue);
    expect(sources(list)).toEqual([null, null, null, null, null]);
    world.runTurn();
    expect(sources(list)).toEqual(['/icon/0.svg', '/icon/1.svg', null, null, null]);
    world.runTurn();
    expect(sources(list)).toEqual(['/icon/0.svg', '/icon/1.svg', '/icon/2.svg', null, null]);
    // Three on their way: the queue waits for one of them.
    expect(world.turns).toHaveLength(0);

    arrive(list[1]);
    world.runTurn();
    expect(sources(list)).toEqual(['/icon/0.svg', '/icon/1.svg', '/icon/2.svg', '/icon/3.svg', null]);
    list.forEach((image) => image.remove());
  });

  it('never asks for the icon of a tile that left before its turn', () => {
    const world = fakeWorld();
    const queue = createImageQueue({ atOnce: 1, perTurn: 1, waitMs: 1000, ...world.options });
    const [first, removed, unmounted, last] = images(4);
    const cleanups = [first, removed, unmounted, last].map((image) => image && queue(image));
    world.runTurn();
    expect(first).toHaveAttribute('src', '/icon/0.svg');
    removed?.remove();
    cleanups[2]?.();
    arrive(first);
    world.runTurn();
    expect(removed?.getAttribute('src')).toBeNull();
    expect(unmounted?.getAttribute('src')).toBeNull();
    expect(last).toHaveAttribute('src', '/icon/3.svg');
    [first, unmounted, last].forEach((image) => image?.remove());
  });

  it('drops the request of a tile that leaves while its icon is on its way, and frees its place', () => {
    const world = fakeWorld();
    const queue = createImageQueue({ atOnce: 1, perTurn: 1, waitMs: 1000, ...world.options });
    const [leaving, next] = images(2);
    const cleanup = leaving && queue(leaving);
    if (next) queue(next);
    world.runTurn();
    expect(leaving).toHaveAttribute('src', '/icon/0.svg');
    leaving?.remove();
    cleanup?.();
    expect(leaving?.getAttribute('src')).toBeNull();
    world.runTurn();
    expect(next).toHaveAttribute('src', '/icon/1.svg');
    next?.remove();
  });

  it('stops waiting for a slow icon', () => {
    const world = fakeWorld();
    const queue = createImageQueue({ atOnce: 1, perTurn: 1, waitMs: 1000, ...world.options });
    const [slow, next] = images(2);
    [slow, next].forEach((image) => image && queue(image));
    world.runTurn();
    expect(sources([slow, next].flatMap((image) => (image ? [image] : [])))).toEqual(['/icon/0.svg', null]);
    world.pass(1000);
    world.runTimer();
    world.runTurn();
    expect(next).toHaveAttribute('src', '/icon/1.svg');
    [slow, next].forEach((image) => image?.remove());
  });

  it('holds the icons while the page scrolls fast, and gives the tiles still drawn theirs when it slows', () => {
    const world = fakeWorld();
    const queue = createImageQueue({ atOnce: 4, perTurn: 4, waitMs: 1000, ...world.options });
    world.scroll(true);
    const [passed, stayed] = images(2);
    [passed, stayed].forEach((image) => image && queue(image));
    world.runTurn();
    expect(passed?.getAttribute('src')).toBeNull();
    expect(stayed?.getAttribute('src')).toBeNull();
    // Still fast at the next look: nothing yet.
    world.runTimer();
    world.runTurn();
    expect(stayed?.getAttribute('src')).toBeNull();

    passed?.remove();
    world.scroll(false);
    world.runTimer();
    world.runTurn();
    expect(passed?.getAttribute('src')).toBeNull();
    expect(stayed).toHaveAttribute('src', '/icon/1.svg');
    stayed?.remove();
  });
});

describe('the icon queue and the screen', () => {
  it('asks only for the icons of tiles on screen; a drawn tile beyond it waits until it shows', () => {
    const world = fakeWorld();
    const seen = new Map<HTMLImageElement, (onScreen: boolean) => void>();
    const queue = createImageQueue({
      atOnce: 4,
      perTurn: 4,
      waitMs: 1000,
      ...world.options,
      watch: (image, tell) => {
        seen.set(image, tell);
        return () => seen.delete(image);
      },
    });
    const [shown, below] = images(2);
    [shown, below].forEach((image) => image && queue(image));
    if (shown) seen.get(shown)?.(true);
    world.runTurn();
    expect(shown).toHaveAttribute('src', '/icon/0.svg');
    expect(below?.getAttribute('src')).toBeNull();
    // Given its address, an img is no longer watched.
    expect(shown && seen.has(shown)).toBe(false);

    if (below) seen.get(below)?.(true);
    world.runTurn();
    expect(below).toHaveAttribute('src', '/icon/1.svg');
    [shown, below].forEach((image) => image?.remove());
  });
});

/** A window that scrolls when told. */
function fakeWindow(innerHeight = 800) {
  const target = new EventTarget() as EventTarget & { scrollY: number; innerHeight: number };
  target.scrollY = 0;
  target.innerHeight = innerHeight;
  return {
    target,
    scrollTo: (y: number) => {
      target.scrollY = y;
      target.dispatchEvent(new Event('scroll'));
    },
  };
}

describe('the scroll speed', () => {
  it('is fast while the page moved more than a screen in the last half second', () => {
    let time = 0;
    const page = fakeWindow(800);
    const fast = createScrollSpeed(page.target as unknown as Window, { windowMs: 500, now: () => time });
    expect(fast()).toBe(false);
    page.scrollTo(500);
    expect(fast()).toBe(false);
    time = 200;
    page.scrollTo(1200);
    expect(fast()).toBe(true);
    // Back up counts as much as down.
    time = 600;
    page.scrollTo(400);
    expect(fast()).toBe(true);
    time = 1200;
    expect(fast()).toBe(false);
  });

  it('is slow for a page read at a steady pace', () => {
    let time = 0;
    const page = fakeWindow(800);
    const fast = createScrollSpeed(page.target as unknown as Window, { windowMs: 500, now: () => time });
    for (let step = 1; step <= 30; step += 1) {
      time = step * 100;
      page.scrollTo(step * 120);
      expect(fast()).toBe(false);
    }
  });
});
