import { isInstalledApp, login, postLogin, siteConfig } from '@platform/shared';
import { HEADERS, type LoginRequest, type LoginValue } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { clearSessionPassword, setSessionPassword } from '../session-password/session-password';

export interface Credentials {
  username: string;
  password: string;
  /** Sent only once the server has asked for it, with the id of the image it answers. */
  captcha?: string;
  captchaId?: string;
}

/** Starts the session from a login answer. The member record is a query: what shows it asks for it once. */
export async function startSession(value: LoginValue, password?: string): Promise<void> {
  login(value, siteConfig.merchantCode);
  if (password) setSessionPassword(value.userName, password);
  else clearSessionPassword();
}

/** The encrypted login call, with `Device: OTHERS` from an installed home-screen app. */
export function requestLogin(body: LoginRequest): Promise<LoginValue> {
  const headers: Record<string, string> = isInstalledApp() ? { [HEADERS.device]: 'OTHERS' } : {};
  return postLogin(body, headers);
}

/** Signs a member in with username and password; throws the login's ApiError. */
export async function signIn(credentials: Credentials): Promise<void> {
  const value = await requestLogin({ type: 'username', ...credentials, portal: 'member' });
  await startSession(value, credentials.password);
}

export interface SmsCredentials {
  mobileNum: string;
  code: string;
  countryDialingCode: string;
}

/** Signs a member in with a mobile number and SMS code. */
export async function signInBySms({ mobileNum, code, countryDialingCode }: SmsCredentials): Promise<void> {
  const value = await requestLogin({
    type: 'sms',
    username: mobileNum,
    password: code,
    countryDialingCode,
    portal: 'member',
  });
  await startSession(value);
}

/** Signs a member in with a mobile number and SMS code; the session, not the query cache, holds the result. */
export const smsSignInMutation = () => mutationOptions({ mutationFn: signInBySms });
