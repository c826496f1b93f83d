import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ENCRYPTED_BODY_HEADERS,
  PATHS,
  type CaptchaValue,
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
