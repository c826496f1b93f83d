import { describe, expect, it } from 'vitest';
import { extendRows, rowsOf } from './grid-layout';

const games = (count: number, from = 0) => Array.from({ length: count }, (_, at) => ({ nodeId: from + at }));

describe('extendRows', () => {
  it('keeps the full rows of the list before a page and groups the rest, the open row included', () => {
    const first = games(26);
    const rows = rowsOf(first, 3);
    const both = [...first, ...games(26, 26)];
    const next = extendRows(rows, first, both, 3);
    expect(next).toEqual(rowsOf(both, 3));
    expect(next?.slice(0, 8).every((row, at) => row === rows[at])).toBe(true);
    expect(next?.[8]).not.toBe(rows[8]);
  });

  it('gives null when the new list does not begin with the old one', () => {
    const first = games(6);
    expect(extendRows(rowsOf(first, 3), first, first.slice(1), 3)).toBeNull();
    expect(extendRows(rowsOf(first, 3), first, [...games(6), ...games(3)], 3)).toBeNull();
  });
});
