import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Button, TIMING, useTranslation } from '@platform/shared';
import { GameTile, type TileGame } from '../game-tile';
import { GRID, gridLayout, rowsOf } from './grid-layout';
import { useElementWidth } from './use-element-width';
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

/** Rows drawn beyond the screen on each side, so a fling does not show empty rows. */
const OVERSCAN_ROWS = 3;

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

/**
 * Games in rows of tiles, virtualized against the window's scroll: only the rows near the screen
 * are in the DOM, whatever the length of the list. Within 500 px of the end it asks for the next
 * page; a failed page stops paging and offers Retry.
 */
export function VirtualGameGrid({
  games,
  label,
  onLaunch,
  favourites,
  onToggleFavourite,
  paging,
}: VirtualGameGridProps) {
  const { t } = useTranslation('lobby');
  const outer = useRef<HTMLDivElement>(null);
  const width = useElementWidth(outer);
  const { columns, iconSize, rowHeight } = gridLayout(width);
  const rows = rowsOf(games, columns);
  const scrollMargin = useTopInPage(outer);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });
  // A new row height (a turned phone) invalidates every position.
  const measuredHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const viewportBottom = (virtualizer.scrollOffset ?? 0) + (virtualizer.scrollRect?.height ?? window.innerHeight);
  const nearEnd = scrollMargin + virtualizer.getTotalSize() - viewportBottom <= TIMING.infiniteScrollOffset;
  const wanted = Boolean(paging && nearEnd && paging.hasMore && !paging.loading && paging.failure === null);
  useLoadNearEnd(wanted, paging?.load ?? noop, paging?.pages ?? 0);

  const rowStyle: CSSProperties = {
    height: rowHeight,
    gridTemplateColumns: `repeat(${columns}, ${iconSize}px)`,
    columnGap: GRID.columnGap,
  };
  return (
    <div ref={outer} className={styles.grid}>
      <div role="list" aria-label={label} className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="none"
            className={styles.row}
            style={{ ...rowStyle, transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {rows[item.index]?.map((game, column) => (
              <div
                key={game.nodeId}
                role="listitem"
                aria-posinset={item.index * columns + column + 1}
                aria-setsize={games.length}
              >
                <GameTile
                  game={game}
                  iconSize={iconSize}
                  onLaunch={onLaunch}
                  onToggleFavourite={onToggleFavourite}
                  favourite={favourites?.has(game.nodeId)}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
      {paging && <PagingFooter paging={paging} loadingText={t('games.loading_more')} />}
    </div>
  );
}

const noop = () => undefined;

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
