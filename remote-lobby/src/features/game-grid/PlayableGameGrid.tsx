import { useCallback } from 'react';
import { useFavourites } from '../favourites';
import type { TileGame } from '../game-tile';
import { gameTarget, useLaunchGame } from '../launch';
import { VirtualGameGrid, type GridPaging } from './VirtualGameGrid';

export interface PlayableGameGridProps {
  games: readonly TileGame[];
  label: string;
  paging?: GridPaging;
}

/** The game grid as every lobby list uses it: tiles launch by the launch rules and carry favourite stars. */
export function PlayableGameGrid({ games, label, paging }: PlayableGameGridProps) {
  const { favourites, toggle } = useFavourites();
  const launch = useLaunchGame();
  const onLaunch = useCallback((game: TileGame) => launch(gameTarget(game)), [launch]);
  return (
    <VirtualGameGrid
      games={games}
      label={label}
      onLaunch={onLaunch}
      favourites={favourites}
      onToggleFavourite={toggle}
      paging={paging}
    />
  );
}
