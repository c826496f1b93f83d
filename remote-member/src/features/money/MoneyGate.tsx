import type { ReactNode } from 'react';
import { useSession, useSessionUser } from '@platform/shared';
import { SignInRequired } from '../sign-in/SignInRequired';
import { TrialNotice, type TrialWords } from './TrialNotice';

export interface MoneyGateProps {
  signIn: string;
  /** Records of play are a trial account's too; moving money is not. */
  allowTrial?: boolean;
  /** What a trial account is told here, when the page is not about money (deposit and withdraw). */
  trial?: TrialWords;
  children: (user: string) => ReactNode;
}

/** A money page's door: visitors are asked to log in, trial accounts (unless allowed) sent to a real one. */
export function MoneyGate({ signIn, allowTrial = false, trial, children }: MoneyGateProps) {
  const session = useSession();
  const user = useSessionUser();
  if (!session.info || user === null) return <SignInRequired message={signIn} />;
  if (session.trial && !allowTrial) return <TrialNotice words={trial} />;
  return <>{children(user)}</>;
}
