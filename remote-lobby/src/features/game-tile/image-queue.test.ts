import { describe, expect, it, vi } from 'vitest';
import { createImageQueue, isPreloadedImage } from './image-queue';

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
  const fetches = new Map<string, () => void>();
  let time = 0;
  return {
    turns,
    fetches,
    options: {
      nextTurn: (run: () => void) => turns.push(run),
      now: () => time,
      later: (run: () => void) => timers.push(run),
      fetch: (src: string, done: () => void) => fetches.set(src, done),
    },
    runTurn: () => turns.shift()?.(),
    runTimer: () => timers.shift()?.(),
    arrive: (src: string) => fetches.get(src)?.(),
    pass: (ms: number) => {
      time += ms;
    },
  };
}

const sources = (list: HTMLImageElement[]) => list.map((image) => image.getAttribute('src'));

describe('the icon queue', () => {
  it('fetches a few icons at once and shows at most a few of the arrived ones a turn', () => {
    const world = fakeWorld();
    const queue = createImageQueue({ atOnce: 3, perTurn: 2, waitMs: 1000, ...world.options });
    const list = images(5);
    list.forEach(queue);
    world.runTurn();
    expect([...world.fetches.keys()]).toEqual(['/icon/0.svg', '/icon/1.svg', '/icon/2.svg']);
    expect(sources(list)).toEqual([null, null, null, null, null]);

    ['/icon/0.svg', '/icon/1.svg', '/icon/2.svg'].forEach(world.arrive);
    expect(world.turns).toHaveLength(1);
    world.runTurn();
    expect(sources(list)).toEqual(['/icon/0.svg', '/icon/1.svg', null, null, null]);
    expect([...world.fetches.keys()]).toHaveLength(5);

    world.runTurn();
    expect(sources(list)).toEqual(['/icon/0.svg', '/icon/1.svg', '/icon/2.svg', null, null]);
    expect(world.turns).toHaveLength(0);
  });

  it('skips the icons of tiles that left the page, and stops waiting for a slow one', () => {
    const world = fakeWorld();
    const queue = createImageQueue({ atOnce: 1, perTurn: 2, waitMs: 1000, ...world.options });
    const [slow, gone, next] = images(3);
    [slow, gone, next].forEach((image) => image && queue(image));
    world.runTurn();
    expect([...world.fetches.keys()]).toEqual(['/icon/0.svg']);

    gone?.remove();
    world.pass(1000);
    world.runTimer();
    world.runTurn();
    expect(slow).toHaveAttribute('src', '/icon/0.svg');
    expect([...world.fetches.keys()]).toEqual(['/icon/0.svg', '/icon/2.svg']);
    world.arrive('/icon/2.svg');
    world.runTurn();
    expect(gone?.getAttribute('src')).toBeNull();
    expect(next).toHaveAttribute('src', '/icon/2.svg');
  });
});

describe('the icon queue over a long list', () => {
  it('remembers only the latest arrived icons, and fetches a forgotten one again', () => {
    const world = fakeWorld();
    const queue = createImageQueue({ atOnce: 2, perTurn: 2, waitMs: 1000, kept: 2, ...world.options });
    const [first, second, third] = images(3);
    [first, second, third].forEach((image) => image && queue(image));
    world.runTurn();
    ['/icon/0.svg', '/icon/1.svg'].forEach(world.arrive);
    world.runTurn();
    world.arrive('/icon/2.svg');
    world.runTurn();
    expect(sources([first, second, third].flatMap((image) => (image ? [image] : [])))).toEqual([
      '/icon/0.svg',
      '/icon/1.svg',
      '/icon/2.svg',
    ]);

    world.fetches.clear();
    const again = images(1)[0];
    if (again) queue(again);
    world.runTurn();
    // The first icon was forgotten when the third arrived: it is asked for again, not shown at once.
    expect([...world.fetches.keys()]).toEqual(['/icon/0.svg']);
    expect(again?.getAttribute('src')).toBeNull();
    world.arrive('/icon/0.svg');
    world.runTurn();
    expect(again).toHaveAttribute('src', '/icon/0.svg');
  });
});

describe('an icon the page preloads', () => {
  it('is given to its img without a second request; others are fetched', async () => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = '/icon/0.svg';
    document.head.append(link);
    const fetched = vi.fn((_src: string) => Promise.resolve(new Response('<svg/>')));
    vi.stubGlobal('fetch', fetched);
    try {
      expect(isPreloadedImage('/icon/0.svg')).toBe(true);
      expect(isPreloadedImage('/icon/1.svg')).toBe(false);
      const turns: Array<() => void> = [];
      const queue = createImageQueue({ nextTurn: (run) => turns.push(run) });
      const [preloaded, other] = images(2);
      queue(preloaded ?? null);
      queue(other ?? null);
      turns.shift()?.();
      expect(fetched.mock.calls.map(([src]) => src)).toEqual(['/icon/1.svg']);
      turns.shift()?.();
      expect(preloaded?.getAttribute('src')).toBe('/icon/0.svg');
    } finally {
      vi.unstubAllGlobals();
      link.remove();
    }
  });
});
