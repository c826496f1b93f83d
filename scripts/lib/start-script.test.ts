import { describe, expect, it } from 'vitest';
import { START_FILES_ID, START_SCRIPT } from './start-script';

/** A page, as much of it as the start script touches, with the clock and the paint in the test's hands. */
function startScriptPage({
  visible = true,
  leadImage = null as null | 'loaded' | 'loading',
  paintEntries = true,
  firstScreen = 'shown' as 'shown' | 'off' | 'none',
} = {}) {
  const added: string[] = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  const frames: Array<() => void> = [];
  const imageListeners: Array<() => void> = [];
  const readListeners: Array<() => void> = [];
  let now = 0;
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
  let painted = false;
  const image = {
    href: 'http://site.test/api/art/banner/1.webp',
    addEventListener: (_: string, fn: () => void) => imageListeners.push(fn),
  };
  const document = {
    visibilityState: visible ? 'visible' : 'hidden',
    getElementById: (id: string) =>
      id === START_FILES_ID
        ? { textContent: '["/m/a.js","/m/b.js"]' }
        : id === 'first-screen' && firstScreen !== 'none'
          ? {}
          : null,
    documentElement: {
      getAttribute: (name: string) => (name === 'data-first-screen' && firstScreen === 'off' ? 'off' : null),
    },
    addEventListener: (type: string, fn: () => void) => type === 'DOMContentLoaded' && readListeners.push(fn),
    querySelector: () => (leadImage ? image : null),
    createElement: () => ({ src: '', async: true }),
    head: {
      appendChild: (node: { src: string; async: boolean }) => added.push(`${node.src}${node.async ? ' async' : ''}`),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {
      if (painted) this.report();
    }
    disconnect() {
      observer = null;
    }
    report() {
      observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    }
  }
  const performance = {
    getEntriesByName: (name: string) => (leadImage === 'loaded' && name === image.href ? [{}] : []),
  };
  const setTimeout = (run: () => void, ms: number) => timers.push({ at: now + ms, run });
  const requestAnimationFrame = (run: () => void) => frames.push(run);
  new Function('document', 'window', 'performance', 'setTimeout', 'requestAnimationFrame', START_SCRIPT)(
    document,
    { PerformanceObserver },
    performance,
    setTimeout,
    requestAnimationFrame,
  );
  const page = {
    added,
    /** The first contentful paint happens: the browser tells an observer that is listening. */
    paint() {
      painted = true;
      observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    },
    /** The next frame is drawn. */
    frame() {
      for (const run of frames.splice(0)) run();
    },
    /** The clock moves on by `ms`, running the timers due. */
    wait(ms: number) {
      now += ms;
      for (const timer of timers.filter((candidate) => candidate.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    imageArrives() {
      for (const listener of imageListeners.splice(0)) listener();
    },
    /** The parser has read the whole page. */
    read() {
      for (const listener of readListeners.splice(0)) listener();
    },
  };
  return page;
}

describe('the start script', () => {
  it('adds the host’s scripts, in order and not async, in the frame after the first contentful paint', () => {
    const page = startScriptPage();
    page.frame();
    page.wait(0);
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual([]);
    page.frame();
    page.wait(0);
    expect(page.added).toEqual(['/m/a.js', '/m/b.js']);
    page.wait(2000);
    expect(page.added).toHaveLength(2);
  });

  it('starts when the page has been read if it has no first screen to paint, or its copy was turned off', () => {
    for (const firstScreen of ['none', 'off'] as const) {
      const page = startScriptPage({ leadImage: 'loading', firstScreen });
      expect(page.added).toEqual([]);
      page.read();
      expect(page.added).toEqual(['/m/a.js', '/m/b.js']);
    }
    const shown = startScriptPage();
    shown.read();
    expect(shown.added).toEqual([]);
  });

  it('waits for the lead image first, unless it has arrived already', () => {
    const waiting = startScriptPage({ leadImage: 'loading' });
    waiting.paint();
    waiting.frame();
    waiting.wait(0);
    expect(waiting.added).toEqual([]);
    waiting.imageArrives();
    waiting.frame();
    waiting.wait(0);
    expect(waiting.added).toEqual(['/m/a.js', '/m/b.js']);

    const arrived = startScriptPage({ leadImage: 'loaded' });
    arrived.paint();
    arrived.frame();
    arrived.wait(0);
    expect(arrived.added).toEqual(['/m/a.js', '/m/b.js']);
  });

  it('starts at once in a page in the background, after a frame where paints are not reported, and after 1.5 s at the latest', () => {
    expect(startScriptPage({ visible: false }).added).toEqual(['/m/a.js', '/m/b.js']);

    const noPaintEntries = startScriptPage({ paintEntries: false });
    noPaintEntries.frame();
    noPaintEntries.wait(0);
    expect(noPaintEntries.added).toEqual(['/m/a.js', '/m/b.js']);

    const never = startScriptPage({ leadImage: 'loading' });
    never.wait(1499);
    expect(never.added).toEqual([]);
    never.wait(1);
    expect(never.added).toEqual(['/m/a.js', '/m/b.js']);
  });
});
