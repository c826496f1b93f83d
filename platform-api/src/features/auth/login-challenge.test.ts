import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LoginChallengeValue } from '@platform/shared/contract';
import { postChallenge, solveChallenge, solvedChallenge } from '../../testing/accounts';
import { postLogin } from '../../testing/browser-crypto';
import { closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { CHALLENGE_TTL_MS } from './login-challenge';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const HOME = { 'x-forwarded-for': '198.51.100.7' };
const ELSEWHERE = { 'x-forwarded-for': '198.51.100.8' };

const login = (username: string, password: string, extra: Record<string, unknown> = {}, headers = HOME) =>
  postLogin(t.app, { type: 'username', username, password, ...extra }, headers);

/** Two wrong passwords: from then on member01 must bring a captcha or a solved challenge. */
async function requireCaptcha(username = 'member01') {
  await login(username, 'wrong-1');
  expect(errorOf(await login(username, 'wrong-2')).data).toMatchObject({ captcha: true });
}

describe('the login challenge instead of the captcha', () => {
  it('issues a challenge with the configured work and a short life', async () => {
    const challenge = valueOf<LoginChallengeValue>(await postChallenge(t.app, { username: 'member01' }, HOME));
    expect(challenge).toEqual({
      challengeId: expect.stringMatching(/^[\w-]{22}$/),
      prefix: expect.any(String),
      bits: 12,
      expiresIn: CHALLENGE_TTL_MS / 1000,
    });
  });

  it('lets a solved challenge stand in for the captcha exactly once', async () => {
    await requireCaptcha();
    const solved = await solvedChallenge(t.app, 'member01', HOME);
    expect((await login('member01', 'member123', solved)).statusCode).toBe(200);

    await requireCaptcha();
    const replayed = await login('member01', 'member123', solved);
    expect(replayed.statusCode).toBe(400);
    expect(errorOf(replayed)).toMatchObject({ errorCode: 'auth.challenge_invalid', data: { captcha: true } });
  });

  it('refuses an unsolved challenge, and uses it up in doing so', async () => {
    await requireCaptcha();
    const challenge = valueOf<LoginChallengeValue>(await postChallenge(t.app, { username: 'member01' }, HOME));
    const nonce = solveChallenge(challenge);
    // The first nonce that has too few zero bits, so only the work is wrong.
    let wrong = 0;
    while (wrong.toString(36) === nonce) wrong += 1;
    const unsolved = await login('member01', 'member123', {
      challengeId: challenge.challengeId,
      challengeNonce: wrong.toString(36),
    });
    expect(errorOf(unsolved).errorCode).toBe('auth.challenge_invalid');
    const afterwards = await login('member01', 'member123', {
      challengeId: challenge.challengeId,
      challengeNonce: nonce,
    });
    expect(errorOf(afterwards).errorCode).toBe('auth.challenge_invalid');
  });

  it('refuses an expired challenge', async () => {
    await requireCaptcha();
    const solved = await solvedChallenge(t.app, 'member01', HOME);
    t.clock.advance(CHALLENGE_TTL_MS);
    expect(errorOf(await login('member01', 'member123', solved)).errorCode).toBe('auth.challenge_invalid');
  });

  it('refuses a challenge issued for another account or to another address', async () => {
    await requireCaptcha();
    const forAnother = await solvedChallenge(t.app, 'member02', HOME);
    expect(errorOf(await login('member01', 'member123', forAnother)).errorCode).toBe('auth.challenge_invalid');
    const toAnother = await solvedChallenge(t.app, 'member01', ELSEWHERE);
    expect(errorOf(await login('member01', 'member123', toAnother)).errorCode).toBe('auth.challenge_invalid');
  });

  it('binds a challenge to the account, not the spelling of its mobile number', async () => {
    await requireCaptcha();
    const solved = await solvedChallenge(t.app, '0917-123-4567', HOME);
    expect((await login('member01', 'member123', solved)).statusCode).toBe(200);
  });

  it('counts a wrong password brought with a solved challenge as a failure', async () => {
    await requireCaptcha();
    const solved = await solvedChallenge(t.app, 'member01', HOME);
    const wrong = await login('member01', 'wrong-3', solved);
    expect(errorOf(wrong)).toMatchObject({ errorCode: 'auth.credentials_invalid', data: { captcha: true } });
  });
});
