import { afterEach, describe, expect, it } from 'vitest';
import { PATHS, type CaptchaValue, type LoginChallengeValue } from '@platform/shared/contract';
import { PRODUCTION_LIMITS } from '../../http/rate-limit';
import { postChallenge, solveChallenge, solvedCaptcha } from '../../testing/accounts';
import { postLogin } from '../../testing/browser-crypto';
import { readSimpleCaptcha } from '../../testing/captcha-reader';
import { call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
afterEach(() => closeTestApp(t));

const ATTACKER = { 'x-forwarded-for': '203.0.113.66' };
const MEMBER = { 'x-forwarded-for': '198.51.100.20' };
// member01's number, as an attacker would vary it to dodge a count kept per spelling.
const SPELLINGS: ReadonlyArray<{ username: string; countryDialingCode?: string }> = [
  { username: '09171234567' },
  { username: '9171234567' },
  { username: ' 0917 123 4567 ' },
  { username: '0917-123-4567' },
  { username: '+63 917 123 4567', countryDialingCode: '63' },
  { username: '+63-917-123-4567', countryDialingCode: '63' },
  { username: '+639171234567', countryDialingCode: '63' },
];

/** 200 guesses in waves of 20 parallel ones; the error code each got. */
async function attack(guess: (attempt: number) => Promise<string>): Promise<string[]> {
  const codes: string[] = [];
  for (let wave = 0; wave < 10; wave += 1) {
    codes.push(...(await Promise.all(Array.from({ length: 20 }, (_, n) => guess(wave * 20 + n)))));
  }
  expect(codes).toHaveLength(200);
  const checked = codes.filter((code) => code === 'auth.credentials_invalid').length;
  expect(checked).toBeLessThanOrEqual(PRODUCTION_LIMITS.loginFailuresPerAccountAddress.limit);
  expect(codes.filter((code) => code === 'rate.limited').length).toBeGreaterThanOrEqual(180);
  return codes;
}

/** After the attack the member, from their own phone, still signs in through the captcha. */
async function memberStillSignsIn() {
  const captcha = await solvedCaptcha(t.app, MEMBER);
  const member = await postLogin(
    t.app,
    { type: 'username', username: '0917 123 4567', password: 'member123', ...captcha },
    MEMBER,
  );
  expect(member.statusCode).toBe(200);
}

describe('a password-guessing attack on one account', { timeout: 240_000 }, () => {
  it('gets no more guesses than the limits allow, even answering every captcha, and the member still gets in', async () => {
    t = await createTestApp({ limits: PRODUCTION_LIMITS });
    let captchasRead = 0;
    const guess = async (attempt: number) => {
      const { captchaId, image } = valueOf<CaptchaValue>(
        await call(t.app, { method: 'GET', url: PATHS.captcha, headers: ATTACKER }),
      );
      // The worst case: every captcha read right (a reader as good as a person, or people paid to read).
      // The template reader that read the old four-digit captcha reads none of these.
      const { code: captcha } = valueOf<{ code: string }>(
        await call(t.app, { method: 'GET', url: PATHS.test.captcha(captchaId) }),
      );
      if (readSimpleCaptcha(image, captcha.length) === captcha) captchasRead += 1;
      const spelling = SPELLINGS[attempt % SPELLINGS.length] ?? { username: '09171234567' };
      const response = await postLogin(
        t.app,
        { type: 'username', ...spelling, password: `guess-${attempt}`, captcha, captchaId },
        ATTACKER,
      );
      return errorOf(response).errorCode;
    };

    const codes = await attack(guess);
    expect(captchasRead).toBe(0);
    const checked = codes.filter((code) => code === 'auth.credentials_invalid').length;
    // Every spelling reached the one account: its failures are all the guesses that got through.
    const atMember = t.db
      .prepare<[], { count: number }>("SELECT COUNT(*) AS count FROM login_failures WHERE account LIKE 'member:%'")
      .get();
    expect(atMember?.count).toBe(checked);
    await memberStillSignsIn();
  });

  it('gets no more guesses through the proof-of-work path, solving every challenge, and the member still gets in', async () => {
    t = await createTestApp({ limits: PRODUCTION_LIMITS });
    let solved = 0;
    const guess = async (attempt: number) => {
      const spelling = SPELLINGS[attempt % SPELLINGS.length] ?? { username: '09171234567' };
      const asked = await postChallenge(t.app, spelling, ATTACKER);
      if (asked.statusCode !== 200) return errorOf(asked).errorCode;
      const challenge = valueOf<LoginChallengeValue>(asked);
      expect(challenge.bits).toBe(PRODUCTION_LIMITS.loginChallengeBits);
      const challengeNonce = solveChallenge(challenge);
      solved += 1;
      const response = await postLogin(
        t.app,
        {
          type: 'username',
          ...spelling,
          password: `guess-${attempt}`,
          challengeId: challenge.challengeId,
          challengeNonce,
        },
        ATTACKER,
      );
      return errorOf(response).errorCode;
    };

    await attack(guess);
    // Each challenge carries one attempt, and none is issued once the account's guesses from this
    // address are used up: only the first wave's were.
    expect(solved).toBeLessThanOrEqual(20);
    await memberStillSignsIn();
  });
});
