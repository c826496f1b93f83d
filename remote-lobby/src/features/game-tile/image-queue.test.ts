import { describe, expect, it } from 'vitest';
import { createImageQueue } from './image-queue';

function images(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const image = document.createElement('img');
    image.dataset.src = `/icon/${index}.svg`;
    document.body.append(image);
    return image;
  });
}

function fakeTime() {
  const frames: Array<() => void> = [];
  let time = 0;
  return {
    frames,
    options: { nextTurn: (run: () => void) => frames.push(run), now: () => time, later: () => undefined },
    runFrame: () => frames.shift()?.(),
    pass: (ms: number) => {
      time += ms;
    },
  };
}

const sources = (list: HTMLImageElement[]) => list.map((image) => image.getAttribute('src'));

describe('the icon queue', () => {
  it('asks for a few icons at once, and the next ones as those arrive', () => {
    const clock = fakeTime();
    const queue = createImageQueue({ atOnce: 2, waitMs: 1000, ...clock.options });
    const list = images(4);
    list.forEach(queue);
    expect(sources(list)).toEqual([null, null, null, null]);

    clock.runFrame();
    expect(sources(list)).toEqual(['/icon/0.svg', '/icon/1.svg', null, null]);
    expect(clock.frames).toHaveLength(0);

    list[0]?.dispatchEvent(new Event('load'));
    Object.defineProperty(list[0], 'complete', { value: true });
    clock.runFrame();
    expect(sources(list)).toEqual(['/icon/0.svg', '/icon/1.svg', '/icon/2.svg', null]);
  });

  it('skips the icons of tiles that left the page, and stops waiting for a slow one', () => {
    const clock = fakeTime();
    const queue = createImageQueue({ atOnce: 1, waitMs: 1000, ...clock.options });
    const [slow, gone, next] = images(3);
    [slow, gone, next].forEach((image) => image && queue(image));
    clock.runFrame();
    expect(slow).toHaveAttribute('src', '/icon/0.svg');

    gone?.remove();
    clock.pass(1000);
    queue(null);
    slow?.dispatchEvent(new Event('error'));
    clock.runFrame();
    expect(gone?.getAttribute('src')).toBeNull();
    expect(next).toHaveAttribute('src', '/icon/2.svg');
  });
});
