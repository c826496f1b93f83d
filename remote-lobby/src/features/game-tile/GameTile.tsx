import { memo, type CSSProperties } from 'react';
import { useTranslation, type GameItem } from '@platform/shared';
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

export interface GameTileProps {
  game: TileGame;
  onLaunch: (game: TileGame) => void;
  /** Without it the tile has no star (lists where favourites do not apply). */
  onToggleFavourite?: (game: TileGame) => void;
  favourite?: boolean;
  /** Icon edge in px; the tile is as wide as its icon. */
  iconSize?: number;
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.starIcon}>
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A game: its icon and name launch it, its star adds or removes it from favourites. The icon loads
 * lazily into a box of fixed size, so nothing moves when it arrives.
 */
export const GameTile = memo(function GameTile({
  game,
  onLaunch,
  onToggleFavourite,
  favourite = false,
  iconSize = DEFAULT_ICON_SIZE,
}: GameTileProps) {
  const { t } = useTranslation('lobby');
  const unavailable = game.supportPlay === false;
  return (
    <div className={styles.tile} style={{ '--tile-icon': `${iconSize}px` } as CSSProperties}>
      <button type="button" className={styles.launch} onClick={() => onLaunch(game)} disabled={unavailable}>
        <img
          className={styles.icon}
          src={game.iconUrl}
          alt=""
          width={ICON_ART}
          height={ICON_ART}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.name}>{game.gameName}</span>
        {unavailable && <span className={styles.badge}>{t('games.unavailable')}</span>}
      </button>
      {onToggleFavourite && (
        <button
          type="button"
          className={styles.star}
          aria-pressed={favourite}
          aria-label={t('games.favourite', { name: game.gameName })}
          onClick={() => onToggleFavourite(game)}
        >
          <Star filled={favourite} />
        </button>
      )}
    </div>
  );
});
