import { login, siteConfig } from '@platform/shared';
import type { TestPlayValue, TrialAccountValue } from '@platform/shared/contract';
import { postTrialAccount, keepTrialAccount, postTestPlay } from '../../api/trial';
import { clearSessionPassword } from '../session-password/session-password';

/** Reserves a trial account (kept in session storage) unless one is given, and plays as it. */
export async function playTrial(account?: TrialAccountValue): Promise<TestPlayValue> {
  const value = await postTestPlay(account ?? keepTrialAccount(await postTrialAccount()));
  login({ ...value, firstTimeLogin: false }, siteConfig.merchantCode);
  clearSessionPassword();
  return value;
}
