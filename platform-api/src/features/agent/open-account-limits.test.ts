import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_PATHS } from '@platform/shared/contract';
import { PRODUCTION_LIMITS } from '../../http/rate-limit';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
afterEach(() => closeTestApp(t));

const HOUR = 60 * 60_000;

async function agentApp() {
  t = await createTestApp({
    limits: {
      openAccountsPerAgentHour: PRODUCTION_LIMITS.openAccountsPerAgentHour,
      openAccountsPerAgentDay: PRODUCTION_LIMITS.openAccountsPerAgentDay,
    },
  });
  return (await signIn(t.app, 'agent01', 'agent123')).token;
}

let names = 0;
const open = (token: string, account = `burst${String(++names).padStart(4, '0')}`) =>
  call(t.app, {
    method: 'POST',
    url: AGENT_PATHS.openAccount,
    headers: bearer(token),
    payload: { account, password: 'abc12345', kind: 'member', rebateRate: 0.1 },
  });

describe('opening downline accounts', { timeout: 60_000 }, () => {
  it('opens 10 of a burst of 25, and refuses the rest with when to try again', async () => {
    const token = await agentApp();
    const answers = await Promise.all(Array.from({ length: 25 }, () => open(token)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(errorOf(answer)).toMatchObject({
        errorCode: 'rate.creation_limited',
        data: { retryAfterSeconds: 3600 },
      });
    }
  });

  it('opens 30 a day at most, 10 in any hour', async () => {
    await agentApp();
    let opened = 0;
    for (let hour = 0; hour < 4; hour += 1) {
      // A session ends when unused for a while: the agent signs in again each hour.
      const token = (await signIn(t.app, 'agent01', 'agent123')).token;
      for (let i = 0; i < 11; i += 1) if ((await open(token)).statusCode === 200) opened += 1;
      t.clock.advance(HOUR);
    }
    expect(opened).toBe(30);
  });

  it('does not count refusals for a bad name, and counts each agent apart', async () => {
    const token = await agentApp();
    for (let i = 0; i < 12; i += 1) expect((await open(token, 'x')).statusCode).toBe(400);
    expect((await open(token)).statusCode).toBe(200);
    const other = (await signIn(t.app, 'agent02', 'agent123', {}, { Merchant: 'M002' })).token;
    for (let i = 0; i < 9; i += 1) await open(token);
    expect(errorOf(await open(token)).errorCode).toBe('rate.creation_limited');
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: AGENT_PATHS.openAccount,
          headers: { ...bearer(other), Merchant: 'M002' },
          payload: { account: 'reefnew01', password: 'abc12345Q', kind: 'member', rebateRate: 0.1 },
        })
      ).statusCode,
    ).not.toBe(429);
  });
});
