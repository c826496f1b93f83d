import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MEMBER_PATHS,
  PATHS,
  PROMO_PATHS,
  type ActivityDetail,
  type ActivitySummary,
  type ActivityUpload,
  type AnnouncementList,
  type LoginValue,
  type MessageListValue,
  MONEY_PATHS,
  TRANSFER_PATHS,
  type RewardList,
  type TestPlayValue,
  type WalletSummary,
} from '@platform/shared/contract';
import { putRegister, registration } from '../../testing/accounts';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
let juan: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  juan = {
    Merchant: 'M001',
    ...bearer((await signIn(t.app, 'member01', 'member123', {}, { Merchant: 'M001' })).token),
  };
});
afterEach(() => closeTestApp(t));

const CASHBACK = 2;
const FIRST_DEPOSIT = 1;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');

const balance = async (headers: Record<string, string>) =>
  valueOf<WalletSummary>(await call(t.app, { method: 'GET', url: PATHS.wallet, headers })).sumBalance;
const rewards = async (headers: Record<string, string>) =>
  valueOf<RewardList>(await call(t.app, { method: 'GET', url: PROMO_PATHS.rewards, headers }));
const act = (id: number, headers: Record<string, string>) =>
  call(t.app, { method: 'POST', url: PROMO_PATHS.activityAction(id), headers });

async function trialHeaders(): Promise<Record<string, string>> {
  const play = valueOf<TestPlayValue>(await call(t.app, { method: 'POST', url: PATHS.testPlay }));
  return { Merchant: 'M001', ...bearer(play.token) };
}

async function newMember(username = 'newbie01'): Promise<Record<string, string>> {
  const value = valueOf<LoginValue>(await putRegister(t.app, registration({ username })));
  return { Merchant: 'M001', ...bearer(value.token) };
}

describe('promotion rules on the server', () => {
  it('refuses a trial account the cashback and the first-deposit bonus, whatever it sends', async () => {
    const trial = await trialHeaders();
    const before = await balance(trial);
    const claim = await act(CASHBACK, trial);
    expect(claim.statusCode).toBe(403);
    expect(errorOf(claim).errorCode).toBe('promo.trial');
    const apply = await call(t.app, {
      method: 'POST',
      url: PROMO_PATHS.activityApply(FIRST_DEPOSIT),
      headers: trial,
      payload: { comment: 'receipt', uploads: [] },
    });
    expect(apply.statusCode).toBe(403);
    expect(errorOf(apply).errorCode).toBe('promo.trial');
    expect(await balance(trial)).toBe(before);
    expect((await rewards(trial)).available).toEqual([]);
    const list = valueOf<ActivitySummary[]>(
      await call(t.app, { method: 'GET', url: PROMO_PATHS.activities, headers: trial }),
    );
    expect(list.find((a) => a.id === CASHBACK)?.blocked).toEqual({ code: 'promo.trial', values: {} });
  });

  it('refuses a new member with no deposit and no bets the cashback, saying what is missing', async () => {
    const newbie = await newMember();
    const before = await balance(newbie);
    const claim = await act(CASHBACK, newbie);
    expect(claim.statusCode).toBe(403);
    expect(errorOf(claim)).toMatchObject({
      errorCode: 'promo.min_deposit',
      data: { values: { amount: '₱100.00', deposited: '₱0.00' } },
    });
    expect(await balance(newbie)).toBe(before);
    expect((await rewards(newbie)).available.map((r) => r.amount)).toEqual([88]);
  });

  it('refuses an application without its required image, and one from a member who never deposited', async () => {
    const empty = await call(t.app, {
      method: 'POST',
      url: PROMO_PATHS.activityApply(FIRST_DEPOSIT),
      headers: juan,
      payload: { comment: '', uploads: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({ errorCode: 'promo.images_required', data: { values: { count: '1' } } });
    const detail = valueOf<ActivityDetail>(
      await call(t.app, { method: 'GET', url: PROMO_PATHS.activity(FIRST_DEPOSIT), headers: juan }),
    );
    expect(detail.status).toBe('join');
    expect(detail.application).toBeNull();

    const newbie = await newMember();
    const image = valueOf<ActivityUpload>(
      await call(t.app, {
        method: 'POST',
        url: PROMO_PATHS.uploads,
        headers: newbie,
        payload: { type: 'image/png', data: PNG },
      }),
    );
    const noDeposit = await call(t.app, {
      method: 'POST',
      url: PROMO_PATHS.activityApply(FIRST_DEPOSIT),
      headers: newbie,
      payload: { comment: 'receipt', uploads: [image.id] },
    });
    expect(noDeposit.statusCode).toBe(403);
    expect(errorOf(noDeposit).errorCode).toBe('promo.min_deposit');
  });

  it('shows a claim made in Promos in the reward history, with its amount and date, and only once', async () => {
    const waiting = (await rewards(juan)).available.find((r) => r.amount === 88);
    if (!waiting) throw new Error('member01 has no cashback waiting');
    const claimed = valueOf<ActivityDetail>(await act(CASHBACK, juan));
    expect(claimed.status).toBe('claimed');
    const after = await rewards(juan);
    expect(after.available.find((r) => r.id === waiting.id)).toBeUndefined();
    expect(after.history[0]).toMatchObject({
      id: waiting.id,
      amount: 88,
      claimed: true,
      claimedAt: expect.any(String),
    });
    const twice = await act(CASHBACK, juan);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).errorCode).toBe('promo.claimed');
    const again = await call(t.app, { method: 'POST', url: PROMO_PATHS.rewardClaim(waiting.id), headers: juan });
    expect(again.statusCode).toBe(409);
  });

  it('announces in popups and messages only the rewards the reward centre holds', async () => {
    const popups = async (headers: Record<string, string>) =>
      valueOf<AnnouncementList>(
        await call(t.app, {
          method: 'GET',
          url: PATHS.announcements,
          query: { types: 'PU', groupName: 'm_home', platform: 'M' },
          headers: { ...headers, Language: 'EN' },
        }),
      ).list.filter((a) => a.promotionType === 'REWARD');
    const juanRewards = await rewards({ ...juan, Language: 'EN' });
    expect(juanRewards.available.map((r) => r.title)).toContain('Weekly slots cashback');
    expect(await popups(juan)).toHaveLength(1);
    const inbox = valueOf<MessageListValue>(
      await call(t.app, {
        method: 'GET',
        url: MEMBER_PATHS.messages,
        query: { pageSize: '20' },
        headers: { ...juan, Language: 'EN' },
      }),
    );
    expect(inbox.list.some((m) => m.title === 'Weekly cashback')).toBe(true);

    // A new member's sign-up bonus waits, so the popup is true for them too, until it is claimed.
    const newbie = await newMember();
    const [bonus] = (await rewards(newbie)).available;
    expect(bonus?.amount).toBe(88);
    expect(await popups(newbie)).toHaveLength(1);
    await call(t.app, { method: 'POST', url: PROMO_PATHS.rewardClaim(bonus?.id ?? 0), headers: newbie });
    expect(await popups(newbie)).toEqual([]);
    // Once claimed, nothing waits, and the popup is gone too.
    await act(CASHBACK, juan);
    await act(6, juan);
    expect((await rewards(juan)).available).toEqual([]);
    expect(await popups(juan)).toEqual([]);
  });
});

describe('the seed tells one story', () => {
  it('gives the weekly cashback to exactly the demo accounts whose inbox announces it', async () => {
    const accounts: Array<[string, string, string]> = [
      ['member01', 'member123', 'M001'],
      ['agent01', 'agent123', 'M001'],
      ['player40', 'player123', 'M001'],
      ['member02', 'member123', 'M002'],
      ['agent02', 'agent123', 'M002'],
    ];
    for (const [account, password, merchant] of accounts) {
      const headers = {
        Merchant: merchant,
        Language: 'EN',
        ...bearer((await signIn(t.app, account, password, {}, { Merchant: merchant })).token),
      };
      const waiting = (await rewards(headers)).available.some((r) => r.title === 'Weekly slots cashback');
      const inbox = valueOf<MessageListValue>(
        await call(t.app, { method: 'GET', url: MEMBER_PATHS.messages, query: { pageSize: '20' }, headers }),
      );
      expect(waiting, account).toBe(inbox.list.some((m) => m.title === 'Weekly cashback'));
    }
  });

  it('keeps a paid order and a ledger entry behind every deposit the inbox confirms', () => {
    const confirmed = t.db
      .prepare<[], { memberId: number; count: number }>(
        "SELECT member_id AS memberId, COUNT(*) AS count FROM messages WHERE category = 'deposit' GROUP BY member_id",
      )
      .all();
    expect(confirmed.length).toBeGreaterThan(0);
    for (const { memberId, count } of confirmed) {
      const paid = t.db
        .prepare<[number], { count: number }>(
          `SELECT COUNT(*) AS count FROM deposit_orders d JOIN ledger l ON l.reference = d.order_no AND l.kind = 'deposit'
            WHERE d.member_id = ? AND d.state = 'paid'`,
        )
        .get(memberId);
      expect(paid?.count, String(memberId)).toBe(count);
    }
  });
});

describe('the sign-up bonus', () => {
  it('waits for a new member in the reward centre, and once claimed holds withdrawals until its turnover', async () => {
    const newbie = await newMember();
    expect(await balance(newbie)).toBe(0);
    const waiting = await rewards({ ...newbie, Language: 'EN' });
    expect(waiting.available).toMatchObject([{ amount: 88, claimed: false, title: 'Sign-up bonus' }]);
    const id = waiting.available[0]?.id ?? 0;
    expect((await call(t.app, { method: 'POST', url: PROMO_PATHS.rewardClaim(id), headers: newbie })).statusCode).toBe(
      200,
    );
    expect(await balance(newbie)).toBe(88);
    const after = await rewards({ ...newbie, Language: 'EN' });
    expect(after.available).toEqual([]);
    expect(after.history).toMatchObject([{ id, amount: 88, claimed: true, claimedAt: expect.any(String) }]);
    const info = valueOf<{ turnoverRemaining?: number }>(
      await call(t.app, { method: 'GET', url: MONEY_PATHS.withdrawInfo, headers: newbie }),
    );
    expect(info.turnoverRemaining).toBe(880);
    // The bonus is paid once: a second claim is refused.
    expect((await call(t.app, { method: 'POST', url: PROMO_PATHS.rewardClaim(id), headers: newbie })).statusCode).toBe(
      409,
    );
  });

  it('cannot be sent up the line to an agent before its turnover either', async () => {
    const value = valueOf<LoginValue>(
      await putRegister(t.app, registration({ username: 'downline01', affiliateCode: 'liza2025' })),
    );
    const downline = { Merchant: 'M001', ...bearer(value.token) };
    const [bonus] = (await rewards(downline)).available;
    await call(t.app, { method: 'POST', url: PROMO_PATHS.rewardClaim(bonus?.id ?? 0), headers: downline });
    await call(t.app, {
      method: 'PUT',
      url: MONEY_PATHS.paymentPassword,
      headers: downline,
      payload: { password: '246810' },
    });
    const sent = await call(t.app, {
      method: 'POST',
      url: TRANSFER_PATHS.uplineTransfers,
      headers: downline,
      payload: { amount: 88, idempotencyKey: 'farm-0001', paymentPassword: '246810' },
    });
    expect(sent.statusCode).toBe(403);
    expect(errorOf(sent)).toMatchObject({
      errorCode: 'payment.turnover_pending',
      data: { values: { remaining: '₱880.00' } },
    });
    expect(await balance(downline)).toBe(88);
  });
});
