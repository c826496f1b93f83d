import { memo, useMemo, type CSSProperties } from 'react';
import { useTranslation } from '@platform/shared';
import type { GameItem } from '@platform/shared/contract';
import { queueIcon } from './image-queue';
import styles from './game-tile.module.css';

/** What a tile shows of a game. */
export type TileGame = Pick<GameItem, 'nodeId' | 'gameName' | 'vassalage' | 'iconUrl'> &
  Partial<Pick<GameItem, 'supportPlay'>>;

/** Height of the name under the icon: two lines and their margin (kept in step with the CSS). */
export const TILE_NAME_HEIGHT = 40;
/** The icon's size when the parent does not give one. */
export const DEFAULT_ICON_SIZE = 96;
/** The icon art's own size; the img reserves its box from it before the image arrives. */
const ICON_ART = 200;
/** Past this many characters a name takes the smaller type, so that it still fits two lines. */
const LONG_NAME = 22;

/** A tile's words, made once for the whole list rather than in each of its tiles. */
export interface TileLabels {
  favourite: (name: string) => string;
  unavailable: string;
  unavailableGame: (name: string) => string;
}

/** Stands for the name while a label is translated once; no game name holds it. */
const NAME_SLOT = '\u0000';

/**
 * A label with a name in it, from its translation with the name's place marked: translating a
 * label for each tile a scroll brings is the biggest part of drawing the tile.
 */
export function nameFiller(translated: string): (name: string) => string {
  const at = translated.indexOf(NAME_SLOT);
  if (at < 0) return () => translated;
  const before = translated.slice(0, at);
  const after = translated.slice(at + NAME_SLOT.length);
  return (name) => before + name + after;
}

/** The tiles' words in the page's language. */
export function useTileLabels(): TileLabels {
  const { t } = useTranslation('lobby');
  return useMemo(
    () => ({
      favourite: nameFiller(t('games.favourite', { name: NAME_SLOT })),
      unavailable: t('games.unavailable'),
      unavailableGame: nameFiller(t('games.unavailable_game', { name: NAME_SLOT })),
    }),
    [t],
  );
}

export interface GameTileProps {
  game: TileGame;
  labels: TileLabels;
  onLaunch: (game: TileGame) => void;
  /** Without it the tile has no star (lists where favourites do not apply). */
  onToggleFavourite?: (game: TileGame) => void;
  favourite?: boolean;
  /**
   * Icon edge in px; the tile is as wide as its icon. Without it, the `--tile-icon` of the parent
   * (a list sets it once for all its tiles), else DEFAULT_ICON_SIZE.
   */
  iconSize?: number;
  /**
   * Given, the tile is itself the list item, at this 1-based place of a list of `setSize` (a
   * virtualized list draws only part of its items, so it says where each one stands).
   */
  posInSet?: number;
  setSize?: number;
}

/**
 * A game: its icon and name launch it, its star adds or removes it from favourites. The icon loads
 * into a box of fixed size, so nothing moves when it arrives, a few at a time (`image-queue.ts`).
 * The launch button is named by the whole game name; the name under the icon is drawn beside it
 * (two lines at most), so a long name is never a button label broken over lines. The star is drawn
 * by CSS: a tile is five elements.
 */
export const GameTile = memo(function GameTile({
  game,
  labels,
  onLaunch,
  onToggleFavourite,
  favourite = false,
  iconSize,
  posInSet,
  setSize,
}: GameTileProps) {
  const unavailable = game.supportPlay === false;
  const long = game.gameName.length > LONG_NAME;
  return (
    <div
      className={styles.tile}
      style={iconSize === undefined ? undefined : ({ '--tile-icon': `${iconSize}px` } as CSSProperties)}
      role={posInSet === undefined ? undefined : 'listitem'}
      aria-posinset={posInSet}
      aria-setsize={setSize}
    >
      <button
        type="button"
        className={styles.launch}
        aria-label={unavailable ? labels.unavailableGame(game.gameName) : game.gameName}
        onClick={() => onLaunch(game)}
        disabled={unavailable}
      >
        <img
          key={game.iconUrl}
          ref={queueIcon}
          className={styles.icon}
          data-src={game.iconUrl}
          alt=""
          width={ICON_ART}
          height={ICON_ART}
          decoding="async"
        />
        {unavailable && (
          <span className={styles.badge} aria-hidden="true">
            {labels.unavailable}
          </span>
        )}
      </button>
      <span className={long ? `${styles.name} ${styles.long}` : styles.name} aria-hidden="true">
        {game.gameName}
      </span>
      {onToggleFavourite && (
        <button
          type="button"
          className={styles.star}
          aria-pressed={favourite}
          aria-label={labels.favourite(game.gameName)}
          onClick={() => onToggleFavourite(game)}
        />
      )}
    </div>
  );
});
