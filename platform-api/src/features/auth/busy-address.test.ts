import { afterEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { PRODUCTION_LIMITS, type RateLimits } from '../../http/rate-limit';
import { postChallenge, solvedChallenge } from '../../testing/accounts';
import { postLogin } from '../../testing/browser-crypto';
import { closeTestApp, createTestApp, errorOf, type TestApp } from '../../testing/test-app';
import { createMember } from '../register/create-member';
import { hashPasswordSync } from './passwords';

let t: TestApp;
afterEach(() => closeTestApp(t));

// One carrier address shared by every phone behind its NAT, and a player's own home line.
const CARRIER = { 'x-forwarded-for': '112.198.0.1' };
const HOME = { 'x-forwarded-for': '203.0.113.50' };

/**
 * The production limits, with a token challenge: the work is what a phone does, and these tests check
 * that it is asked for and checked, not how long it takes (attack.test.ts solves the real one).
 */
const LIMITS: RateLimits = { ...PRODUCTION_LIMITS, loginChallengeBits: 4 };

/** `count` members `player0001`… with the password `tambay123`, hashed once. */
function addPlayers(count: number): string[] {
  const passwordHash = hashPasswordSync('tambay123');
  return Array.from({ length: count }, (_, n) => {
    const account = `player${String(n + 1).padStart(4, '0')}`;
    createMember(t.db, { merchantCode: 'M001', account, passwordHash, type: 0 }, t.clock.now());
    return account;
  });
}

const login = (username: string, password: string, headers = CARRIER, proof: Record<string, string> = {}) =>
  postLogin(t.app, { type: 'username', username, password, ...proof }, headers);

const PROOF_ASKED = new Set(['auth.challenge_required', 'auth.captcha_required']);

/**
 * As the login page does: a login, and when the address is busy, the same login with a solved
 * challenge (which stands in for the captcha an account's failures ask for, too).
 */
async function loginLikeThePage(
  username: string,
  password: string,
  headers = CARRIER,
): Promise<{ answer: LightMyRequestResponse; challenged: boolean }> {
  const first = await login(username, password, headers);
  if (first.statusCode !== 400 || !PROOF_ASKED.has(errorOf(first).errorCode)) {
    return { answer: first, challenged: false };
  }
  const proof = await solvedChallenge(t.app, username, headers);
  return { answer: await login(username, password, headers, proof), challenged: true };
}

describe('a busy carrier address', { timeout: 600_000 }, () => {
  it('lets 500 players sign in within 10 minutes, asking for the challenge past the first 20', async () => {
    t = await createTestApp({ limits: LIMITS });
    const players = addPlayers(500);
    let challenged = 0;
    const refused: string[] = [];
    // Ten phones at a time, ten seconds apart: 500 logins in 8 minutes 20 seconds, the evening rush.
    for (let start = 0; start < players.length; start += 10) {
      const batch = players.slice(start, start + 10);
      const results = await Promise.all(batch.map((player) => loginLikeThePage(player, 'tambay123')));
      results.forEach((result, n) => {
        if (result.challenged) challenged += 1;
        if (result.answer.statusCode !== 200) refused.push(`${batch[n]}: ${result.answer.body}`);
      });
      t.clock.advance(10_000);
    }
    expect(refused).toEqual([]);
    expect(challenged).toBe(500 - PRODUCTION_LIMITS.loginPerAddress.limit);
  });

  it('still locks wrong passwords per account behind the busy address, and the member gets in from home', async () => {
    t = await createTestApp({ limits: LIMITS });
    const players = addPlayers(25);
    for (const player of players) await loginLikeThePage(player, 'tambay123');
    const codes: string[] = [];
    for (let guess = 0; guess < 15; guess += 1) {
      const { answer } = await loginLikeThePage('member01', `wrong-${guess}`);
      codes.push(errorOf(answer).errorCode);
    }
    expect(codes.filter((code) => code === 'auth.credentials_invalid')).toHaveLength(
      PRODUCTION_LIMITS.loginFailuresPerAccountAddress.limit,
    );
    expect(codes.slice(PRODUCTION_LIMITS.loginFailuresPerAccountAddress.limit)).toEqual(Array(5).fill('rate.limited'));
    // The right password from the same address waits too; no challenge is even issued for that account.
    expect((await postChallenge(t.app, { username: 'member01' }, CARRIER)).statusCode).toBe(429);
    // The other players behind the address are not held up by one account's guesses.
    expect((await loginLikeThePage('player0001', 'tambay123')).answer.statusCode).toBe(200);
    const home = await login('member01', 'member123', HOME, await solvedChallenge(t.app, 'member01', HOME));
    expect(home.statusCode).toBe(200);
  });

  it('refuses logins that fail the challenge, then the address that keeps failing it', async () => {
    t = await createTestApp({ limits: LIMITS });
    const players = addPlayers(40);
    for (const player of players.slice(0, 20)) await loginLikeThePage(player, 'tambay123');
    const forger = players[20] ?? '';
    const unsolved = { challengeId: 'made-up-challenge', challengeNonce: '0' };
    expect(errorOf(await login(forger, 'tambay123', CARRIER, unsolved)).errorCode).toBe('auth.challenge_invalid');
    const limit = PRODUCTION_LIMITS.loginProofFailuresPerAddress.limit;
    for (let n = 1; n < limit; n += 1) await login(forger, 'tambay123', CARRIER, unsolved);
    const solved = await solvedChallenge(t.app, players[21] ?? '', HOME);
    const blocked = await login(players[21] ?? '', 'tambay123', CARRIER, solved);
    expect([blocked.statusCode, errorOf(blocked).errorCode]).toEqual([429, 'rate.limited']);
    expect((await postChallenge(t.app, { username: players[22] ?? '' }, CARRIER)).statusCode).toBe(429);
    // Elsewhere, nothing changed; and the address may try again once the window has passed.
    expect((await loginLikeThePage(players[23] ?? '', 'tambay123', HOME)).answer.statusCode).toBe(200);
    t.clock.advance(PRODUCTION_LIMITS.loginProofFailuresPerAddress.windowMs);
    expect((await loginLikeThePage(players[24] ?? '', 'tambay123')).answer.statusCode).toBe(200);
  });

  it('refuses an address past its ceiling, challenge or not', async () => {
    t = await createTestApp({
      limits: { ...LIMITS, loginPerAddressCeiling: { limit: 30, windowMs: 10 * 60_000 } },
    });
    const players = addPlayers(31);
    for (const player of players.slice(0, 30)) {
      expect((await loginLikeThePage(player, 'tambay123')).answer.statusCode).toBe(200);
    }
    const over = await loginLikeThePage(players[30] ?? '', 'tambay123');
    expect([over.answer.statusCode, errorOf(over.answer).errorCode]).toEqual([429, 'rate.limited']);
  });
});
