import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useScope } from '@platform/shared';
import { hotGamesQuery } from '../../api/hot-games';
import { hotMatchesQuery } from '../../api/hot-matches';
import { vendorGameTypesQuery } from '../../api/vendor-game-types';
import { useDrawnLater } from '../../features/drawn-later';
import HotMatchSection from './hot-match/HotMatchSection';
import PopularGames from './popular/PopularGames';

/**
 * Hot matches over popular games. Both wait, behind the placeholder, until it is known whether there
 * are matches: the strip appearing later would push the games down under the reader's eyes.
 */
export default function BelowFold({ placeholder }: { placeholder: ReactNode }) {
  const scope = useScope();
  // The sections come in a deferred render (see useDrawnLater); the update that brings the matches
  // only keeps the placeholder.
  const matches = useDrawnLater(useQuery(hotMatchesQuery(scope)));
  // Popular games' reads go out with the matches', not after them.
  useQuery(hotGamesQuery(scope));
  useQuery(vendorGameTypesQuery(scope));
  if (matches.isPending) return placeholder;
  return (
    <>
      <HotMatchSection />
      <PopularGames />
    </>
  );
}
