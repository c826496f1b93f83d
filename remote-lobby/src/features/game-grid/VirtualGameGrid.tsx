import {
  memo,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Button, TIMING, useTranslation } from '@platform/shared';
import { GameTile, useTileLabels, type TileGame, type TileLabels } from '../game-tile';
import { GRID, extendRows, gridLayout, keepSameRows, rowsOf } from './grid-layout';
import { useElementWidth } from './use-element-width';
import { useDrawnRows } from './use-drawn-rows';
import { useLoadNearEnd } from './use-load-near-end';
import styles from './game-grid.module.css';

/** The next pages of a paged list, as the grid sees them. */
export interface GridPaging {
  hasMore: boolean;
  loading: boolean;
  /** The translated reason the last page failed; paging stops until Retry. */
  failure: string | null;
  load: () => void;
  /** Pages loaded so far. */
  pages: number;
  /** How many items the whole list holds, when the server says. */
  total?: number;
}

export interface VirtualGameGridProps {
  games: readonly TileGame[];
  /** The list's accessible name. */
  label: string;
  onLaunch: (game: TileGame) => void;
  favourites?: ReadonlySet<number>;
  onToggleFavourite?: (game: TileGame) => void;
  paging?: GridPaging;
}

/**
 * Rows drawn beyond the screen on each side, so a fling does not show empty rows. One: a finger's
 * fling moves less than a row a frame, and each row more is three tiles more in every frame of a
 * fast scroll (two made the frames of a 4× throttled scroll longer than 50 ms).
 */
const OVERSCAN_ROWS = 1;

interface GridRowProps {
  games: readonly TileGame[];
  /** Index of the row's first game in the whole list. */
  first: number;
  size: number;
  top: number;
  style: CSSProperties;
  labels: TileLabels;
  onLaunch: (game: TileGame) => void;
  favourites?: ReadonlySet<number>;
  onToggleFavourite?: (game: TileGame) => void;
}

/**
 * One row of tiles. Memoized: a scroll redraws only the rows that come and go, and a new page only
 * the rows whose set size changed, not every tile on screen.
 */
const GridRow = memo(function GridRow({
  games,
  first,
  size,
  top,
  style,
  labels,
  onLaunch,
  favourites,
  onToggleFavourite,
}: GridRowProps) {
  return (
    <div role="none" className={styles.row} style={{ ...style, transform: `translateY(${top}px)` }}>
      {games.map((game, column) => (
        <GameTile
          key={game.nodeId}
          game={game}
          labels={labels}
          onLaunch={onLaunch}
          onToggleFavourite={onToggleFavourite}
          favourite={favourites?.has(game.nodeId)}
          posInSet={first + column + 1}
          setSize={size}
        />
      ))}
    </div>
  );
});

/** Where the element starts in the page, for the window virtualizer's scroll margin. */
function useTopInPage(element: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const read = () => setTop(Math.round(node.getBoundingClientRect().top + window.scrollY));
    read();
    // What sits above the grid (tabs, vendors) can change height at any time; the page grows with it.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return top;
}

type Rows = readonly (readonly TileGame[])[];

/** The games in rows; a row that holds the same games as before stays the same object. */
function useRows(games: readonly TileGame[], columns: number): Rows {
  const [last, setLast] = useState<{ games: readonly TileGame[]; columns: number; rows: Rows }>(() => ({
    games,
    columns,
    rows: rowsOf(games, columns),
  }));
  if (last.games === games && last.columns === columns) return last.rows;
  const extended = last.columns === columns ? extendRows(last.rows, last.games, games, columns) : null;
  const next = { games, columns, rows: extended ?? keepSameRows(last.rows, rowsOf(games, columns)) };
  setLast(next);
  return next.rows;
}

/** What the part of the grid that follows the scroll needs. */
interface GridBodyProps extends Omit<VirtualGameGridProps, 'games'> {
  rows: Rows;
  columns: number;
  iconSize: number;
  rowHeight: number;
  /** The number of games the list holds, as the tiles tell it. */
  setSize: number;
  scrollMargin: number;
  labels: TileLabels;
}

/**
 * The rows near the screen. The virtualizer redraws this at each scroll event, so it is kept apart
 * from the grid: what does not follow the scroll (the words, the layout, the rows of games, the
 * footer) is not worked out again at each event.
 */
function GridBody({
  rows,
  columns,
  iconSize,
  rowHeight,
  setSize,
  scrollMargin,
  label,
  labels,
  onLaunch,
  favourites,
  onToggleFavourite,
  paging,
}: GridBodyProps) {
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    // A scroll event only schedules the rows; drawing them inside the event made one long task of
    // the event, the rows and the frame.
    useFlushSync: false,
  });
  // The rows that come with a scroll are drawn at low priority, in slices that let the frame through;
  // the items stay the same array while the range does, so a scroll within a row draws nothing.
  const items = useDeferredValue(virtualizer.getVirtualItems());
  const middle = useCallback(
    () => (virtualizer.scrollOffset ?? 0) + (virtualizer.scrollRect?.height ?? window.innerHeight) / 2,
    [virtualizer],
  );
  const drawn = useDrawnRows(items, middle);
  // A new row height (a turned phone) invalidates every position.
  const measuredHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const totalSize = virtualizer.getTotalSize();
  const viewportBottom = (virtualizer.scrollOffset ?? 0) + (virtualizer.scrollRect?.height ?? window.innerHeight);
  const nearEnd = scrollMargin + totalSize - viewportBottom <= TIMING.infiniteScrollOffset;
  const wanted = Boolean(paging && nearEnd && paging.hasMore && !paging.loading && paging.failure === null);
  useLoadNearEnd(wanted, paging?.load ?? noop, paging?.pages ?? 0);

  const rowStyle = useMemo<CSSProperties>(
    () => ({ height: rowHeight, gridTemplateColumns: `repeat(${columns}, ${iconSize}px)`, columnGap: GRID.columnGap }),
    [rowHeight, columns, iconSize],
  );
  // The tiles' size is given once for all of them: a style of its own on each tile made each a
  // style of its own to compute.
  const listStyle = useMemo(
    () => ({ height: totalSize, '--tile-icon': `${iconSize}px` }) as CSSProperties,
    [totalSize, iconSize],
  );
  // A scroll event that leaves the range and the drawn rows as they were makes no new rows.
  const drawnRows = useMemo(
    () =>
      items.map((item) => (
        <GridRow
          key={item.key}
          games={(drawn.has(item.index) && rows[item.index]) || NO_GAMES}
          first={item.index * columns}
          size={setSize}
          top={item.start - scrollMargin}
          style={rowStyle}
          labels={labels}
          onLaunch={onLaunch}
          favourites={favourites}
          onToggleFavourite={onToggleFavourite}
        />
      )),
    [items, drawn, rows, columns, setSize, scrollMargin, rowStyle, labels, onLaunch, favourites, onToggleFavourite],
  );
  return (
    <div role="list" aria-label={label} className={styles.rows} style={listStyle}>
      {drawnRows}
    </div>
  );
}

/**
 * Games in rows of tiles, virtualized against the window's scroll: only the rows near the screen
 * are in the DOM, whatever the length of the list. Within 500 px of the end it asks for the next
 * page; a failed page stops paging and offers Retry.
 */
export function VirtualGameGrid({ games, paging, ...rest }: VirtualGameGridProps) {
  const { t } = useTranslation('lobby');
  const labels = useTileLabels();
  const outer = useRef<HTMLDivElement>(null);
  const width = useElementWidth(outer);
  const { columns, iconSize, rowHeight } = gridLayout(width);
  const rows = useRows(games, columns);
  const scrollMargin = useTopInPage(outer);
  return (
    <div ref={outer} className={styles.grid}>
      <GridBody
        {...rest}
        rows={rows}
        columns={columns}
        iconSize={iconSize}
        rowHeight={rowHeight}
        // The server's total where it gives one: the tiles on screen need not change as pages arrive.
        setSize={paging?.total ?? games.length}
        scrollMargin={scrollMargin}
        labels={labels}
        paging={paging}
      />
      {paging && <PagingFooter paging={paging} loadingText={t('games.loading_more')} />}
    </div>
  );
}

const noop = () => undefined;
const NO_GAMES: readonly TileGame[] = [];

function PagingFooter({ paging, loadingText }: { paging: GridPaging; loadingText: string }) {
  const { t } = useTranslation('lobby');
  if (paging.failure !== null) {
    return (
      <div className={styles.footer} role="alert">
        <p>{t('games.load_more_failed', { reason: paging.failure })}</p>
        <Button variant="secondary" onClick={paging.load}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  return (
    <p className={styles.footer} role="status">
      {paging.loading ? loadingText : ''}
    </p>
  );
}
