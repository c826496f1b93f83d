import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useScope } from '@platform/shared';
import { hotMatchesQuery } from '../../../api/hot-matches';
import { matchTarget, useLaunchGame } from '../../../features/launch';
import HotMatchPopup from './HotMatchPopup';
import { HotMatchTicker } from './HotMatchTicker';

/**
 * The hot-match strip and its popup. The strip is an extra: while the matches load, or if they cannot,
 * it takes no room.
 */
export default function HotMatchSection() {
  const matches = useQuery(hotMatchesQuery(useScope())).data ?? [];
  const launch = useLaunchGame();
  const [open, setOpen] = useState(false);
  if (matches.length === 0) return null;
  const [first] = matches;
  return (
    <>
      <HotMatchTicker matches={matches} onOpen={() => setOpen(true)} listOpen={open} />
      {open ? (
        <HotMatchPopup
          matches={matches}
          onClose={() => setOpen(false)}
          onBet={() => {
            if (first) launch(matchTarget(first));
          }}
        />
      ) : null}
    </>
  );
}
