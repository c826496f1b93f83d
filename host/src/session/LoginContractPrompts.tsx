import { useState } from 'react';
import { sessionState, useContractPrompts, useSession } from '@platform/shared';

/**
 * Right after a login in this page, asks once about the member's pending contracts (spec §4),
 * wherever the login happened. A session restored from storage at start is not a new login.
 */
export function LoginContractPrompts() {
  const session = useSession();
  const user = session.info?.userName ?? null;
  const [restored, setRestored] = useState(() => sessionState.info?.userName ?? null);
  const [askedFor, setAskedFor] = useState<string | null>(null);
  // Once a session ends, the next one is a new login, to be asked about again.
  if (restored !== null && user !== restored) setRestored(null);
  if (askedFor !== null && user !== askedFor) setAskedFor(null);
  useContractPrompts(session.info, {
    active: user !== null && user !== restored && user !== askedFor,
    onDone: () => setAskedFor(user),
  });
  return null;
}
