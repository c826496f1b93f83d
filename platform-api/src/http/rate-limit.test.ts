import { describe, expect, it } from 'vitest';
import { Semaphore } from './rate-limit';

describe('Semaphore', () => {
  it('runs at most its size of tasks at once, the rest in order', async () => {
    const slots = new Semaphore(() => 2);
    const started: number[] = [];
    const release: Array<() => void> = [];
    const runs = [0, 1, 2, 3].map((index) =>
      slots.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(index);
            release.push(() => resolve(index));
          }),
      ),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    release.shift()?.();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(slots.active).toBe(2);
    while (release.length > 0) {
      release.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    }
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(slots.active).toBe(0);
  });
});
