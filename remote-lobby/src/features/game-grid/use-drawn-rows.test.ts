import { describe, expect, it } from 'vitest';
import { nextDrawn, type RangeRow } from './use-drawn-rows';

const ROW = 170;
const range = (from: number, to: number): RangeRow[] =>
  Array.from({ length: to - from + 1 }, (_, at) => ({ index: from + at, start: (from + at) * ROW, size: ROW }));

describe('nextDrawn', () => {
  it('keeps the drawn rows still in range and adds two more, nearest the middle of the screen first', () => {
    const drawn = nextDrawn(range(10, 17), new Set([8, 9, 10, 11]), 14 * ROW + ROW / 2);
    expect([...drawn].sort((a, b) => a - b)).toEqual([10, 11, 13, 14]);
  });

  it('fills the range over a few calls and then gives back the same set', () => {
    const rows = range(20, 26);
    let drawn: ReadonlySet<number> = new Set();
    const sizes: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      drawn = nextDrawn(rows, drawn, 23 * ROW);
      sizes.push(drawn.size);
    }
    expect(sizes).toEqual([2, 4, 6, 7]);
    expect(nextDrawn(rows, drawn, 23 * ROW)).toBe(drawn);
  });
});
