import { TILE_NAME_HEIGHT } from '../game-tile';

/** Side padding of the grid, gap between tiles, and the icon sizes a tile may take. */
export const GRID = { padding: 12, columnGap: 10, rowGap: 14, minIcon: 96, maxIcon: 120, maxColumns: 6 } as const;

export interface GridLayout {
  columns: number;
  iconSize: number;
  rowHeight: number;
}

/** How many tiles fit a row of `width` px, how big their icons are, and how tall a row is. */
export function gridLayout(width: number): GridLayout {
  const inner = Math.max(width - 2 * GRID.padding, GRID.minIcon);
  const fit = Math.floor((inner + GRID.columnGap) / (GRID.minIcon + GRID.columnGap));
  // Phones (360–430 px) always get three columns; wider screens more, never more than six.
  const columns = Math.min(Math.max(fit, 3), GRID.maxColumns);
  const share = Math.floor((inner - (columns - 1) * GRID.columnGap) / columns);
  const iconSize = Math.min(share, GRID.maxIcon);
  return { columns, iconSize, rowHeight: iconSize + TILE_NAME_HEIGHT + GRID.rowGap };
}

/** Groups items into rows of `columns`. */
export function rowsOf<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += columns) rows.push(items.slice(start, start + columns));
  return rows;
}

/**
 * The rows of `next`, keeping each row of `previous` that holds the same games: when a page arrives,
 * the rows already on screen stay the same objects and are not drawn again.
 */
export function keepSameRows<T>(previous: readonly (readonly T[])[], next: readonly T[][]): (readonly T[])[] {
  return next.map((row, index) => {
    const before = previous[index];
    return before && before.length === row.length && before.every((item, at) => item === row[at]) ? before : row;
  });
}

/**
 * The rows of `games` when it begins with the games `before` (a page added at the end), whose rows
 * are `rows`: their full rows stay as they are and only the rest is grouped, so a page costs its own
 * games, not the whole list again. Null when `games` does not begin with `before`.
 */
export function extendRows<T>(
  rows: readonly (readonly T[])[],
  before: readonly T[],
  games: readonly T[],
  columns: number,
): (readonly T[])[] | null {
  if (games.length < before.length) return null;
  for (let at = 0; at < before.length; at += 1) if (games[at] !== before[at]) return null;
  const full = Math.floor(before.length / columns);
  const next = rows.slice(0, full);
  for (let start = full * columns; start < games.length; start += columns)
    next.push(games.slice(start, start + columns));
  return next;
}
