import { useCallback } from 'react';
import type { GameItem } from '@platform/shared';
import { useFavourites } from '../../../features/favourites';
import { GameTile, type TileGame } from '../../../features/game-tile';
import { gameTarget, useLaunchGame } from '../../../features/launch';
import styles from './popular-games.module.css';

/** Icon edge of a popular-games tile: four to a row on a 360 px phone. */
const ICON_SIZE = 76;

/** Games as tiles, four to a row: each launches by the launch rules and carries its favourite star. */
export function GameGrid({ games }: { games: readonly GameItem[] }) {
  const launch = useLaunchGame();
  const { favourites, toggle } = useFavourites();
  const onLaunch = useCallback((game: TileGame) => launch(gameTarget(game)), [launch]);
  return (
    <ul className={styles.grid}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameTile
            game={game}
            onLaunch={onLaunch}
            onToggleFavourite={toggle}
            favourite={favourites.has(game.nodeId)}
            iconSize={ICON_SIZE}
          />
        </li>
      ))}
    </ul>
  );
}
