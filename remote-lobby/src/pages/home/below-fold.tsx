import { useDeferredValue, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useScope } from '@platform/shared';
import { hotGamesQuery } from '../../api/hot-games';
import { hotMatchesQuery } from '../../api/hot-matches';
import { vendorGameTypesQuery } from '../../api/vendor-game-types';
import HotMatchSection from './hot-match/HotMatchSection';
import PopularGames from './popular/PopularGames';

/**
 * Hot matches over popular games. Both wait, behind the placeholder, until it is known whether there
 * are matches: the strip appearing later would push the games down under the reader's eyes.
 */
export default function BelowFold({ placeholder }: { placeholder: ReactNode }) {
  const scope = useScope();
  const matches = useQuery(hotMatchesQuery(scope));
  // Popular games' reads go out with the matches', not after them.
  useQuery(hotGamesQuery(scope));
  useQuery(vendorGameTypesQuery(scope));
  // The sections are drawn in a deferred render, which yields to the browser every few milliseconds:
  // the update that brings the matches (from the query cache) is one React renders in a single
  // blocking task, and in it this part only keeps its placeholder.
  const ready = useDeferredValue(!matches.isPending);
  if (!ready) return placeholder;
  return (
    <>
      <HotMatchSection />
      <PopularGames />
    </>
  );
}
