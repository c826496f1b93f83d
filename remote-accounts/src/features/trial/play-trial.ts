import { STORAGE_KEYS, login, siteConfig, type TestPlayValue } from '@platform/shared';
import { fetchTrialAccount, postTestPlay } from '../../api/trial';
import { clearSessionPassword } from '../session-password/session-password';

/** Reserves a trial account (its name kept in session storage) unless one is given, and plays as it. */
export async function playTrial(userName?: string): Promise<TestPlayValue> {
  const name = userName ?? (await fetchTrialAccount()).userName;
  sessionStorage.setItem(STORAGE_KEYS.trialName, name);
  const value = await postTestPlay(name);
  login({ ...value, firstTimeLogin: false }, siteConfig.merchantCode);
  clearSessionPassword();
  return value;
}
