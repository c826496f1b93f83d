import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { TIMING, useSession } from '@platform/shared';
import type { Announcement } from '@platform/shared/contract';
import { popupExecutions, popupsFor, readFlag, settleFlag, writeFlag, type PopupAudience } from './popup-flags';

/**
 * The announcement popups for whoever is here: 500 ms after the list arrives (and after each change of
 * it, or of who is signed in) the stored flag is settled and the popups open if it says so. Closing
 * turns the flag off until an unseen popup comes.
 */
export function useHomePopups(list: readonly Announcement[]) {
  const { info } = useSession();
  const audience: PopupAudience = info ? 'member' : 'guest';
  const firstTimeLogin = info?.firstTimeLogin === true;
  const popups = useMemo(
    () => popupsFor(list, popupExecutions(audience, firstTimeLogin)),
    [list, audience, firstTimeLogin],
  );
  const [shownFor, setShownFor] = useState<readonly Announcement[] | null>(null);

  useEffect(() => {
    if (popups.length === 0) return undefined;
    const timer = setTimeout(() => {
      const flag = settleFlag(readFlag(audience), popups);
      writeFlag(audience, flag);
      // Drawn in a transition: the popups' render yields to the browser rather than blocking it.
      startTransition(() => setShownFor(flag.show ? popups : null));
    }, TIMING.popupDelay);
    return () => clearTimeout(timer);
  }, [popups, audience]);

  const close = useCallback(() => {
    writeFlag(audience, { show: false, seen: readFlag(audience)?.seen ?? [] });
    setShownFor(null);
  }, [audience]);

  // Popups settled for an earlier list (another language, another visitor) are not shown for this one.
  return { popups, open: shownFor === popups && popups.length > 0, close };
}
