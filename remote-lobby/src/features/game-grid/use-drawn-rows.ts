import { useEffect, useState } from 'react';

/**
 * New rows a frame draws at most. A fast jump (a fling, Page Down, the scroll bar) brings six or
 * seven rows at once; drawn in one frame, their style, layout and paint made a long task at 4× CPU
 * throttling. Two rows a frame keep each frame short, and the screen fills within four frames.
 */
export const ROWS_PER_FRAME = 2;

/** A row in range, as the virtualizer places it. */
export interface RangeRow {
  index: number;
  start: number;
  size: number;
}

interface Drawn {
  rows: readonly RangeRow[];
  drawn: ReadonlySet<number>;
}

/**
 * The rows of `rows` to draw after `drawn`: those already drawn that are still in range, and up to
 * `count` more, the ones nearest the middle of the screen first.
 */
export function nextDrawn(
  rows: readonly RangeRow[],
  drawn: ReadonlySet<number>,
  middle: number,
  count = ROWS_PER_FRAME,
): ReadonlySet<number> {
  const next = new Set<number>();
  const waiting: RangeRow[] = [];
  for (const row of rows) {
    if (drawn.has(row.index)) next.add(row.index);
    else waiting.push(row);
  }
  if (waiting.length === 0 && next.size === drawn.size) return drawn;
  const distance = (row: RangeRow) => Math.abs(row.start + row.size / 2 - middle);
  waiting.sort((a, b) => distance(a) - distance(b));
  for (const row of waiting.slice(0, count)) next.add(row.index);
  return next;
}

/**
 * Which rows in range have their tiles drawn. All of them on the first draw; after that, the rows a
 * scroll brings are drawn a few a frame, nearest the screen's middle first, so one frame never lays
 * out and paints a whole screen of new tiles. `middle` reads the screen's middle in the rows' terms
 * when it is needed (not at each scroll event).
 */
export function useDrawnRows(rows: readonly RangeRow[], middle: () => number): ReadonlySet<number> {
  const [state, setState] = useState<Drawn>(() => ({ rows, drawn: new Set(rows.map((row) => row.index)) }));
  let current = state;
  if (state.rows !== rows) {
    current = { rows, drawn: nextDrawn(rows, state.drawn, middle()) };
    setState(current);
  }
  const complete = current.drawn.size >= rows.length;
  useEffect(() => {
    if (complete) return;
    const frame = requestAnimationFrame(() =>
      setState((before) => (before.rows === rows ? { rows, drawn: nextDrawn(rows, before.drawn, middle()) } : before)),
    );
    return () => cancelAnimationFrame(frame);
  }, [complete, current, rows, middle]);
  return current.drawn;
}
