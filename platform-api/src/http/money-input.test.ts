import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AGENT_PATHS,
  GAME_CALL_MODULE,
  GAME_TEST_PATHS,
  MODULE_HEADER,
  MONEY_PATHS,
  PATHS,
  PLAY_TICKET_HEADER,
  PROMO_TEST_PATHS,
  RESPONSIBLE_PATHS,
  TRANSFER_PATHS,
  type ErrorBody,
} from '@platform/shared/contract';
import { signIn } from '../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, valueOf, type TestApp } from '../testing/test-app';

// Every amount of money in a request is a plain JSON number with at most two decimals, from 0.01 to
// the field's maximum: anything else is a 400 `validation.amount` naming the field, and nothing is
// written. The values are JSON text, so they reach the server exactly as written here.
const NOT_MONEY = [
  '"0x64"',
  '"1e2"',
  '"100 "',
  '"100"',
  '[100]',
  'true',
  '1e-9',
  '0',
  '-1',
  '100.001',
  '"NaN"',
  '1e308',
];

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const changes = () => t.db.prepare<[], { n: number }>('SELECT total_changes() AS n').get()?.n ?? 0;

interface Endpoint {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  /** The body around the field, as JSON text with `$` where the value goes. */
  body: string;
  field: string;
  /** Who sends it: a member, an agent, or nobody (test-mode calls). */
  as?: 'member' | 'agent';
  headers?: Record<string, string>;
  /** Values the field also refuses, besides NOT_MONEY. */
  alsoRefused?: string[];
  /** Values of NOT_MONEY the field takes (a rate of 0). */
  takes?: string[];
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'deposit',
    method: 'POST',
    url: MONEY_PATHS.deposits,
    body: '{"channel":"GCASH","amount":$,"idempotencyKey":"dep-00000001"}',
    field: 'amount',
    as: 'member',
  },
  {
    name: 'withdrawal',
    method: 'POST',
    url: MONEY_PATHS.withdrawals,
    body: '{"accountId":1,"amount":$,"paymentPassword":"246810","idempotencyKey":"wd-00000001"}',
    field: 'amount',
    as: 'member',
  },
  {
    name: 'superior transfer',
    method: 'POST',
    url: TRANSFER_PATHS.uplineTransfers,
    body: '{"amount":$,"idempotencyKey":"tr-00000001","paymentPassword":"246810"}',
    field: 'amount',
    as: 'member',
  },
  {
    name: 'deposit limit',
    method: 'PUT',
    url: RESPONSIBLE_PATHS.depositLimit,
    body: '{"period":"day","amount":$}',
    field: 'amount',
    as: 'member',
    // Only null removes a limit.
    alsoRefused: ['""', 'false', '"null"', '[]'],
  },
  {
    name: "an agent's new account rebate rate",
    method: 'POST',
    url: AGENT_PATHS.openAccount,
    body: '{"account":"newmember9","password":"abc12345","kind":"member","rebateRate":$}',
    field: 'rebateRate',
    as: 'agent',
    alsoRefused: ['null', '100.01', '"0"'],
    takes: ['0'],
  },
  {
    name: 'a game round stake',
    method: 'POST',
    url: PATHS.play.round,
    body: '{"stake":$}',
    field: 'stake',
    headers: { [PLAY_TICKET_HEADER]: 'no-ticket-needed-to-refuse' },
  },
  {
    name: 'test reward',
    method: 'POST',
    url: PROMO_TEST_PATHS.rewards,
    body: '{"merchantCode":"M001","account":"member01","amount":$,"title":{"ty":"Gantimpala","en":"Reward"}}',
    field: 'amount',
  },
  {
    name: 'test game credit',
    method: 'PUT',
    url: GAME_TEST_PATHS.credit,
    body: '{"merchantCode":"M001","account":"member01","amount":$}',
    field: 'amount',
  },
];

const tokens = new Map<string, string>();
async function headersFor(endpoint: Endpoint): Promise<Record<string, string>> {
  const who = endpoint.as;
  if (!who) return { ...endpoint.headers };
  const [account, password] = who === 'member' ? ['member01', 'member123'] : ['agent01', 'agent123'];
  const token = tokens.get(who) ?? (await signIn(t.app, account, password)).token;
  tokens.set(who, token);
  return { ...bearer(token), ...endpoint.headers };
}

describe('an amount that is not plain money', () => {
  beforeEach(() => tokens.clear());

  for (const endpoint of ENDPOINTS) {
    it(`is refused by ${endpoint.name}, and nothing is written`, async () => {
      const headers = { ...(await headersFor(endpoint)), 'content-type': 'application/json' };
      const refused = [...NOT_MONEY, ...(endpoint.alsoRefused ?? [])].filter((v) => !endpoint.takes?.includes(v));
      const answers: Record<string, [number, ErrorBody['errorCode'] | undefined, string | undefined]> = {};
      const before = changes();
      for (const value of refused) {
        const payload = endpoint.body.replace('$', value);
        const response = await call(t.app, { method: endpoint.method, url: endpoint.url, payload, headers });
        const body = response.json<Partial<ErrorBody>>();
        answers[value] = [response.statusCode, body.errorCode, body.data?.field];
      }
      expect(changes()).toBe(before);
      const expected = Object.fromEntries(refused.map((value) => [value, [400, 'validation.amount', endpoint.field]]));
      expect(answers).toEqual(expected);
    });
  }

  it('is refused as the game list filter, which takes a plain amount as text', async () => {
    const list = (minBet: string) =>
      call(t.app, {
        method: 'GET',
        url: PATHS.games.list,
        query: { minBet },
        headers: { [MODULE_HEADER]: GAME_CALL_MODULE.list },
      });
    for (const minBet of ['0x64', '1e2', '100 ', '0', '-1', '100.001', 'NaN', '']) {
      const response = await list(minBet);
      expect([minBet, response.statusCode, response.json<ErrorBody>().errorCode]).toEqual([
        minBet,
        400,
        'validation.amount',
      ]);
    }
    expect((await list('0.5')).statusCode).toBe(200);
  });
});

describe('a plain amount', () => {
  it('is taken at one centavo and at the maximum', async () => {
    const credit = (amount: number) =>
      call(t.app, {
        method: 'PUT',
        url: GAME_TEST_PATHS.credit,
        payload: { merchantCode: 'M001', account: 'member01', amount },
      });
    expect((await credit(0.01)).statusCode).toBe(200);
    expect((await credit(1_000_000)).statusCode).toBe(200);
    expect((await credit(1_000_000.01)).statusCode).toBe(400);
    expect((await credit(0.29)).statusCode).toBe(200);
  });

  it('sets a deposit limit, and null (only null) removes it', async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    const put = (amount: number | null) =>
      call(t.app, {
        method: 'PUT',
        url: RESPONSIBLE_PATHS.depositLimit,
        payload: { period: 'day', amount },
        headers: bearer(token),
      });
    valueOf(await put(0.01));
    valueOf(await put(10_000_000));
    valueOf(await put(null));
    expect((await put(10_000_000.01)).statusCode).toBe(400);
  });
});
