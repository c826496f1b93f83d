import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PATHS,
  PROMO_PATHS,
  PROMO_TEST_PATHS,
  type ActivityDetail,
  type ActivitySummary,
  type ActivityUpload,
  type MissionWinner,
  type RewardClaimValue,
  type RewardList,
  type VipBenefits,
  type WalletSummary,
} from '@platform/shared/contract';
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

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');
const GIF = Buffer.from('GIF89a....').toString('base64');

const upload = async (data: string, type = 'image/png') =>
  call(t.app, { method: 'POST', url: PROMO_PATHS.uploads, headers: juan, payload: { type, data } });
const detail = async (id: number, headers = juan) =>
  valueOf<ActivityDetail>(await call(t.app, { method: 'GET', url: PROMO_PATHS.activity(id), headers }));
const balance = async () =>
  valueOf<WalletSummary>(await call(t.app, { method: 'GET', url: PATHS.wallet, headers: juan })).sumBalance;

describe('activities', () => {
  it('lists the merchant’s activities with the member’s status, and the open ones to a visitor', async () => {
    const mine = valueOf<ActivitySummary[]>(
      await call(t.app, { method: 'GET', url: PROMO_PATHS.activities, headers: juan }),
    );
    expect(Object.fromEntries(mine.map((a) => [a.id, a.status]))).toEqual({
      1: 'join',
      2: 'claim',
      3: 'joined',
      4: 'process',
      5: 'rejected',
      6: 'claim',
      7: 'close',
      8: 'coming_soon',
    });
    const visitor = valueOf<ActivitySummary[]>(
      await call(t.app, {
        method: 'GET',
        url: PROMO_PATHS.activities,
        query: { category: 'sports' },
        headers: { Language: 'EN' },
      }),
    );
    expect(visitor.map((a) => [a.title, a.status])).toEqual([
      ['Weekend parlay challenge', 'join'],
      ['Finals prediction', 'close'],
    ]);
  });

  it('takes an application with uploaded images, moves it to issued, and pays it through the reward centre', async () => {
    const first = valueOf<ActivityUpload>(await upload(PNG));
    const second = valueOf<ActivityUpload>(await upload(PNG));
    const applied = valueOf<ActivityDetail>(
      await call(t.app, {
        method: 'POST',
        url: PROMO_PATHS.activityApply(1),
        headers: juan,
        payload: { comment: '  receipt attached ', uploads: [first.id, second.id] },
      }),
    );
    expect(applied.status).toBe('applying');
    expect(applied.application).toMatchObject({ comment: 'receipt attached', imageCount: 2 });
    // The images are used: a second application cannot take them again.
    const again = await call(t.app, {
      method: 'POST',
      url: PROMO_PATHS.activityApply(5),
      headers: juan,
      payload: { comment: '', uploads: [first.id] },
    });
    expect(again.statusCode).toBe(400);

    const review = (status: string) =>
      call(t.app, {
        method: 'PUT',
        url: PROMO_TEST_PATHS.application,
        payload: { merchantCode: 'M001', account: 'member01', activityId: 1, status },
      });
    expect(valueOf<ActivityDetail>(await review('process')).status).toBe('process');
    expect(valueOf<ActivityDetail>(await review('issued')).status).toBe('issued');
    const rewards = valueOf<RewardList>(await call(t.app, { method: 'GET', url: PROMO_PATHS.rewards, headers: juan }));
    const reward = rewards.available.find((r) => r.amount === 500);
    if (!reward) throw new Error('no reward was issued');
    const before = await balance();
    const claimed = valueOf<RewardClaimValue>(
      await call(t.app, { method: 'POST', url: PROMO_PATHS.rewardClaim(reward.id), headers: juan }),
    );
    expect(claimed.sumBalance).toBeCloseTo(before + 500, 2);
    expect(await balance()).toBeCloseTo(before + 500, 2);
    expect((await detail(1)).status).toBe('claimed');
    const twice = await call(t.app, { method: 'POST', url: PROMO_PATHS.rewardClaim(reward.id), headers: juan });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).errorCode).toBe('promo.claimed');
    expect(await balance()).toBeCloseTo(before + 500, 2);
  });

  it('refuses a GIF, an image that is not what it says, and anything past 5 MB', async () => {
    expect((await upload(GIF, 'image/gif')).statusCode).toBe(400);
    expect(errorOf(await upload(GIF, 'image/png')).data).toEqual({ field: 'data' });
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect((await upload(big.toString('base64'), 'image/jpeg')).statusCode).toBe(400);
  });

  it('claims a claim activity into the wallet once, and joins the others', async () => {
    const before = await balance();
    const claimed = valueOf<ActivityDetail>(
      await call(t.app, { method: 'POST', url: PROMO_PATHS.activityAction(2), headers: juan }),
    );
    expect(claimed.status).toBe('claimed');
    expect(await balance()).toBeCloseTo(before + 88, 2);
    expect((await call(t.app, { method: 'POST', url: PROMO_PATHS.activityAction(2), headers: juan })).statusCode).toBe(
      409,
    );
    expect((await call(t.app, { method: 'POST', url: PROMO_PATHS.activityAction(8), headers: juan })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, { method: 'POST', url: PROMO_PATHS.activityAction(1), headers: juan })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, { method: 'POST', url: PROMO_PATHS.activityAction(2) })).statusCode).toBe(401);
  });
});

describe('VIP benefits and the winner board', () => {
  it('gives every level’s benefits and the member’s turnover', async () => {
    const vip = valueOf<VipBenefits>(
      await call(t.app, { method: 'GET', url: PROMO_PATHS.vipBenefits, headers: { ...juan, Language: 'EN' } }),
    );
    expect(vip.level).toBe(2);
    expect(vip.turnover).toBeGreaterThan(0);
    expect(vip.levels.map((l) => [l.level, l.name])).toEqual([
      [1, 'Bronze'],
      [2, 'Silver'],
      [3, 'Gold'],
      [4, 'Platinum'],
    ]);
  });

  it('sorts the winners by vo.winAmount, highest first', async () => {
    const board = valueOf<MissionWinner[]>(await call(t.app, { method: 'GET', url: PROMO_PATHS.missionWinners }));
    const amounts = board.map((w) => w.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts[0]).toBe(1000);
  });
});
