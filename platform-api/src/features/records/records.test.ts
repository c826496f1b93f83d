import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MONEY_PATHS,
  MONEY_TEST_PATHS,
  type BetFilterOption,
  type BetRecordPage,
  type DepositOrder,
  type PlayRoundValue,
  type ProfitLoss,
  AGENT_TRANSACTION_TYPES,
  type TransactionPage,
} from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { launchTicket, playRoundCall } from '../games/testing/lobby-calls';
import { balanceCents } from '../ledger/ledger';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'player40', 'player123')).token;
});
afterEach(() => closeTestApp(t));

const PEDRO = 1003;
// The test clock is 2025-05-10 12:00 in Manila.
const TODAY = { from: '2025-05-10', to: '2025-05-10' };

const get = async <T>(url: string, query: Record<string, string | number>) =>
  valueOf<T>(
    await call(t.app, {
      method: 'GET',
      url,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: bearer(token),
    }),
  );

describe('records', () => {
  it('list the rounds played today with totals of every match, page by page', async () => {
    const before = await get<BetRecordPage>(MONEY_PATHS.betRecords, TODAY);
    const { ticket } = await launchTicket(t.app, token, { nodeId: 5001 });
    const rounds = [];
    for (let i = 0; i < 3; i += 1)
      rounds.push(valueOf<PlayRoundValue>(await playRoundCall(t.app, ticket, { stake: 10 })));
    const after = await get<BetRecordPage>(MONEY_PATHS.betRecords, { ...TODAY, pageSize: 2 });
    expect(after.totals.count).toBe(before.totals.count + 3);
    const payouts = rounds.reduce((sum, round) => sum + round.payout, 0);
    expect(after.totals.stake).toBeCloseTo(before.totals.stake + 30, 2);
    expect(after.totals.payout).toBeCloseTo(before.totals.payout + payouts, 2);
    expect(after.totals.winLoss).toBeCloseTo(after.totals.payout - after.totals.stake, 2);
    expect(after.list.map((bet) => bet.roundId)).toEqual([rounds[2]?.roundId, rounds[1]?.roundId]);
    expect(after.totalPages).toBe(Math.ceil(after.totals.count / 2));
    expect(after.list[0]).toMatchObject({ stake: 10, gameName: expect.any(String) });
  });

  it('filter bets by vendor and game type, among those the member played', async () => {
    const filters = await get<BetFilterOption[]>(MONEY_PATHS.betFilters, {});
    const first = filters[0];
    expect(first?.gameTypes.length).toBeGreaterThan(0);
    const range = { from: '2025-04-11', to: '2025-05-10' };
    const all = await get<BetRecordPage>(MONEY_PATHS.betRecords, range);
    const vendor = await get<BetRecordPage>(MONEY_PATHS.betRecords, { ...range, vendor: first?.vendor ?? '' });
    expect(vendor.totals.count).toBeGreaterThan(0);
    expect(vendor.totals.count).toBeLessThanOrEqual(all.totals.count);
    expect(vendor.list.every((bet) => bet.vendor === first?.vendor)).toBe(true);
    const none = await get<BetRecordPage>(MONEY_PATHS.betRecords, { ...range, gameType: 'NOSUCH' });
    expect(none).toMatchObject({ list: [], totals: { count: 0, stake: 0, payout: 0, winLoss: 0 }, totalPages: 1 });
  });

  it('refuse ranges backwards, of junk dates or longer than 90 days', async () => {
    const ask = (query: Record<string, string>) =>
      call(t.app, { method: 'GET', url: MONEY_PATHS.betRecords, query, headers: bearer(token) });
    expect(errorOf(await ask({ from: '2025-05-10', to: '2025-05-09' })).data?.field).toBe('from');
    expect(errorOf(await ask({ from: '2025-02-30', to: '2025-05-09' })).data?.field).toBe('from');
    expect(errorOf(await ask({ from: '2025-01-01', to: '2025-05-09' })).errorCode).toBe('request.malformed');
  });

  it('show ledger entries by type with the balance each left, and profit and loss by kind', async () => {
    const order = valueOf<DepositOrder>(
      await call(t.app, {
        method: 'POST',
        url: MONEY_PATHS.deposits,
        payload: { channel: 'GCASH', amount: 250, idempotencyKey: 'records-0001' },
        headers: bearer(token),
      }),
    );
    await call(t.app, { method: 'PUT', url: MONEY_TEST_PATHS.depositPaid(order.orderNo) });
    const page = await get<TransactionPage>(MONEY_PATHS.transactions, TODAY);
    expect(page.list[0]).toMatchObject({ type: 'deposit', amount: 250, reference: order.orderNo });
    expect(Math.round((page.list[0]?.balance ?? 0) * 100)).toBe(balanceCents(t.db, PEDRO));
    const deposits = await get<TransactionPage>(MONEY_PATHS.transactions, { ...TODAY, type: 'deposit' });
    expect(deposits.list.map((entry) => entry.type)).toEqual(['deposit']);

    const pnl = await get<ProfitLoss>(MONEY_PATHS.profitLoss, TODAY);
    const bets = await get<BetRecordPage>(MONEY_PATHS.betRecords, TODAY);
    expect(pnl.deposits).toBe(250);
    expect(pnl.bets).toBeCloseTo(bets.totals.stake, 2);
    expect(pnl.payouts).toBeCloseTo(bets.totals.payout, 2);
    expect(pnl.profit).toBeCloseTo(bets.totals.winLoss, 2);
  });

  it("keep an agent's record to what moves an agent's balance as an agent", async () => {
    token = (await signIn(t.app, 'sub1a01', 'team123')).token;
    const month = { from: '2025-04-11', to: '2025-05-10' };
    const all = await get<TransactionPage>(MONEY_PATHS.transactions, { ...month, pageSize: 50 });
    const agent = await get<TransactionPage>(MONEY_PATHS.transactions, { ...month, pageSize: 50, group: 'agent' });
    const kinds = new Set<string>(AGENT_TRANSACTION_TYPES);
    expect(all.list.some((entry) => !kinds.has(entry.type))).toBe(true);
    expect(agent.list.length).toBeGreaterThan(0);
    expect(agent.list.every((entry) => kinds.has(entry.type))).toBe(true);
    expect(agent.list.map((entry) => entry.id)).toEqual(
      all.list
        .filter((entry) => kinds.has(entry.type))
        .map((entry) => entry.id)
        .slice(0, agent.list.length),
    );
  });
});
