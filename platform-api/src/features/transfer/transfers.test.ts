import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MONEY_PATHS,
  TRANSFER_PATHS,
  type RebateClaim,
  type RebateDue,
  type UplineTransfer,
  type UplineTransferInfo,
} from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { launchTicket, playRoundCall } from '../games/testing/lobby-calls';
import { balanceCents } from '../ledger/ledger';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const JUAN = 1001;
const LIZA = 1002;

async function as(account: string, password: string) {
  const { token } = await signIn(t.app, account, password);
  return {
    token,
    send: (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      call(t.app, { method, url, payload, headers: bearer(token) }),
  };
}

describe('superior transfer', () => {
  it('moves the amount from the member to the upline in one go, once per key, never above the balance', async () => {
    const juan = await as('member01', 'member123');
    const info = valueOf<UplineTransferInfo>(await juan.send('GET', TRANSFER_PATHS.uplineInfo));
    expect(info.upline).toEqual({ account: 'agent01', nickname: 'Ate Liza' });
    const before = { juan: balanceCents(t.db, JUAN), liza: balanceCents(t.db, LIZA) };
    expect(info.balance * 100).toBe(before.juan);

    const missing = await juan.send('POST', TRANSFER_PATHS.uplineTransfers, {
      amount: 1,
      idempotencyKey: 'tr-000000',
      paymentPassword: '246810',
    });
    expect([missing.statusCode, errorOf(missing).errorCode]).toEqual([409, 'payment.password_missing']);
    await juan.send('PUT', MONEY_PATHS.paymentPassword, { password: '246810' });
    const wrong = await juan.send('POST', TRANSFER_PATHS.uplineTransfers, {
      amount: 1,
      idempotencyKey: 'tr-000000',
      paymentPassword: '135790',
    });
    expect(errorOf(wrong)).toMatchObject({ errorCode: 'payment.password_wrong', data: { field: 'paymentPassword' } });
    expect(balanceCents(t.db, JUAN)).toBe(before.juan);

    const body = { amount: 250.5, idempotencyKey: 'tr-000001', paymentPassword: '246810' };
    const first = valueOf<UplineTransfer>(await juan.send('POST', TRANSFER_PATHS.uplineTransfers, body));
    const again = valueOf<UplineTransfer>(await juan.send('POST', TRANSFER_PATHS.uplineTransfers, body));
    expect(again.transferNo).toBe(first.transferNo);
    expect(balanceCents(t.db, JUAN)).toBe(before.juan - 25_050);
    expect(balanceCents(t.db, LIZA)).toBe(before.liza + 25_050);
    expect(first.balance * 100).toBe(before.juan - 25_050);

    const over = await juan.send('POST', TRANSFER_PATHS.uplineTransfers, {
      amount: balanceCents(t.db, JUAN) / 100 + 0.01,
      idempotencyKey: 'tr-000002',
      paymentPassword: '246810',
    });
    expect([over.statusCode, errorOf(over).errorCode]).toEqual([400, 'payment.insufficient']);
    expect(balanceCents(t.db, JUAN)).toBe(before.juan - 25_050);
  });

  it('is refused to a member without an upline', async () => {
    const liza = await as('agent01', 'agent123');
    const refused = await liza.send('GET', TRANSFER_PATHS.uplineInfo);
    expect([refused.statusCode, errorOf(refused).errorCode]).toEqual([403, 'auth.no_permission']);
  });
});

describe('manual rebate', () => {
  it("credits the rebate on today's stakes once, and lists the claim", async () => {
    const pedro = await as('player40', 'player123');
    const start = valueOf<RebateDue>(await pedro.send('GET', TRANSFER_PATHS.rebateDue));
    const { ticket } = await launchTicket(t.app, pedro.token, { nodeId: 5001 });
    for (let i = 0; i < 2; i += 1) expect((await playRoundCall(t.app, ticket, { stake: 100 })).statusCode).toBe(200);
    const due = valueOf<RebateDue>(await pedro.send('GET', TRANSFER_PATHS.rebateDue));
    expect(due.betTotal).toBe(start.betTotal + 200);
    expect(due.due).toBeGreaterThan(0);

    const balance = balanceCents(t.db, 1003);
    const body = { idempotencyKey: 'rb-000001' };
    const claim = valueOf<RebateClaim>(await pedro.send('POST', TRANSFER_PATHS.rebateClaims, body));
    valueOf<RebateClaim>(await pedro.send('POST', TRANSFER_PATHS.rebateClaims, body));
    expect(claim.amount).toBe(due.due);
    expect(balanceCents(t.db, 1003)).toBe(balance + Math.round(due.due * 100));
    expect(valueOf<RebateDue>(await pedro.send('GET', TRANSFER_PATHS.rebateDue)).due).toBe(0);
    const nothing = await pedro.send('POST', TRANSFER_PATHS.rebateClaims, { idempotencyKey: 'rb-000002' });
    expect([nothing.statusCode, errorOf(nothing).errorCode]).toEqual([409, 'payment.order_closed']);
    expect(valueOf<RebateClaim[]>(await pedro.send('GET', TRANSFER_PATHS.rebateHistory))).toEqual([claim]);
  });
});
