import { HEADERS, fetchMemberInfo, isInstalledApp, login, postLogin, setMember, siteConfig } from '@platform/shared';

export interface Credentials {
  username: string;
  password: string;
  /** Sent only once the server has asked for it. */
  captcha?: string;
}

/**
 * Signs a member in: the encrypted login call, then the session, then the member record.
 * Throws the login's ApiError; a failed member-info load does not undo a good login.
 */
export async function signIn(credentials: Credentials): Promise<void> {
  const headers: Record<string, string> = isInstalledApp() ? { [HEADERS.device]: 'OTHERS' } : {};
  const value = await postLogin({ type: 'username', ...credentials, portal: 'member' }, headers);
  login(value, siteConfig.merchantCode);
  try {
    setMember(await fetchMemberInfo());
  } catch (error) {
    // The session is valid; the member centre fetches the record again when it needs it.
    console.warn('Member info could not be loaded after login.', error);
  }
}
