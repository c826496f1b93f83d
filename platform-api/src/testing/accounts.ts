import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ENCRYPTED_BODY_HEADERS,
  PATHS,
  challengeText,
  leadingZeroBits,
  type CaptchaValue,
  type LoginChallengeRequest,
  type LoginChallengeValue,
  type RegisterRequest,
  type SmsOutboxEntry,
  type TestCaptchaValue,
} from '@platform/shared/contract';
import { encryptLikeBrowser } from './browser-crypto';
import { call, valueOf } from './test-app';

/** A fresh captcha and its answer (read through the test-mode endpoint). */
export async function solvedCaptcha(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = valueOf<CaptchaValue>(await call(app, { method: 'GET', url: PATHS.captcha, headers }));
  const { code } = valueOf<TestCaptchaValue>(await call(app, { method: 'GET', url: PATHS.test.captcha(captchaId) }));
  return { captchaId, captcha: code };
}

/** Asks for a login challenge as the browser does (encrypted body). */
export async function postChallenge(
  app: FastifyInstance,
  body: LoginChallengeRequest,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const payload = await encryptLikeBrowser(app, body);
  return call(app, {
    method: 'POST',
    url: PATHS.loginChallenge,
    payload,
    headers: { ...ENCRYPTED_BODY_HEADERS, ...headers },
  });
}

/** The first nonce whose hash has the challenge's zero bits, found with Node's own SHA-256. */
export function solveChallenge({ prefix, bits }: Pick<LoginChallengeValue, 'prefix' | 'bits'>): string {
  for (let n = 0; ; n += 1) {
    const nonce = n.toString(36);
    if (leadingZeroBits(createHash('sha256').update(challengeText(prefix, nonce)).digest()) >= bits) return nonce;
  }
}

/** A challenge for `username`, solved: the login fields that stand in for a captcha. */
export async function solvedChallenge(
  app: FastifyInstance,
  username: string,
  headers: Record<string, string> = {},
): Promise<{ challengeId: string; challengeNonce: string }> {
  const challenge = valueOf<LoginChallengeValue>(await postChallenge(app, { username }, headers));
  return { challengeId: challenge.challengeId, challengeNonce: solveChallenge(challenge) };
}

/** The newest SMS code sent to a number. */
export async function lastSmsCode(app: FastifyInstance, mobileNum: string): Promise<string> {
  const outbox = valueOf<SmsOutboxEntry[]>(await call(app, { method: 'GET', url: PATHS.test.smsOutbox }));
  const entry = outbox.filter((sent) => sent.mobileNum === mobileNum).at(-1);
  if (!entry) throw new Error(`no SMS was sent to ${mobileNum}`);
  return entry.code;
}

export function sendSms(
  app: FastifyInstance,
  mobileNum: string,
  purpose: 'login' | 'reset',
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return call(app, { method: 'POST', url: PATHS.smsCode, payload: { mobileNum, purpose }, headers });
}

/** A username registration that passes M001's rules; override any field. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    registerMethod: 'username',
    registerUrl: 'http://localhost/m/register',
    domain: 'localhost',
    type: 0,
    channel: 'H5',
    countryDialingCode: '63',
    username: 'newbie01',
    password: 'secret123',
    confirmPassword: 'secret123',
    ageConfirmed: true,
    ...overrides,
  };
}

/** PUTs an encrypted registration, with a solved captcha unless the body brings its own. */
export async function putRegister(
  app: FastifyInstance,
  body: Partial<RegisterRequest>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const captcha = 'captcha' in body ? {} : await solvedCaptcha(app, headers);
  const payload = await encryptLikeBrowser(app, { ...captcha, ...body });
  return call(app, { method: 'PUT', url: PATHS.register, payload, headers: { ...ENCRYPTED_BODY_HEADERS, ...headers } });
}
