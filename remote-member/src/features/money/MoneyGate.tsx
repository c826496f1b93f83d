import type { ReactNode } from 'react';
import { useSession, useSessionUser } from '@platform/shared';
import { SignInRequired } from '../sign-in/SignInRequired';
import { TrialNotice } from './TrialNotice';

/** A money page's door: visitors are asked to log in, trial accounts sent to a real one. */
export function MoneyGate({ signIn, children }: { signIn: string; children: (user: string) => ReactNode }) {
  const session = useSession();
  const user = useSessionUser();
  if (!session.info || user === null) return <SignInRequired message={signIn} />;
  if (session.trial) return <TrialNotice />;
  return <>{children(user)}</>;
}
