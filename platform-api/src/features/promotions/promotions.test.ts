import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MEMBER_PATHS,
  PATHS,
  type AffiliateCheckValue,
  type ClubValue,
  type PromotionSwitch,
  type ReferralValue,
} from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const tokenOf = async (account: string, password: string, merchant = 'M001') => {
  const headers = { Merchant: merchant };
  return { ...headers, ...bearer((await signIn(t.app, account, password, {}, headers)).token) };
};

describe('promotions, referral and the VIP club', () => {
  it('tells which promotions each merchant runs, to anyone', async () => {
    const lucky = valueOf<PromotionSwitch[]>(await call(t.app, { method: 'GET', url: MEMBER_PATHS.promotions }));
    expect(lucky).toEqual([
      { key: 'MISSION', enabled: true },
      { key: 'REFERRAL', enabled: true },
    ]);
    const reef = valueOf<PromotionSwitch[]>(
      await call(t.app, { method: 'GET', url: MEMBER_PATHS.promotions, headers: { Merchant: 'M002' } }),
    );
    expect(reef).toEqual([
      { key: 'MISSION', enabled: true },
      { key: 'REFERRAL', enabled: false },
    ]);
  });

  it('gives an agent their invitation code, and a member a new one that registration accepts', async () => {
    const liza = await tokenOf('agent01', 'agent123');
    expect(
      valueOf<ReferralValue>(await call(t.app, { method: 'GET', url: MEMBER_PATHS.referral, headers: liza })),
    ).toEqual({
      code: 'LIZA2025',
      registerPath: '/m/register?affiliateCode=LIZA2025',
      invitedCount: expect.any(Number),
    });
    const juan = await tokenOf('member01', 'member123');
    const first = valueOf<ReferralValue>(
      await call(t.app, { method: 'GET', url: MEMBER_PATHS.referral, headers: juan }),
    );
    expect(first.code).toMatch(/^[A-Z0-9]{4,12}$/);
    const again = valueOf<ReferralValue>(
      await call(t.app, { method: 'GET', url: MEMBER_PATHS.referral, headers: juan }),
    );
    expect(again).toEqual(first);
    const check = valueOf<AffiliateCheckValue>(
      await call(t.app, { method: 'GET', url: PATHS.affiliateCheck, query: { code: first.code, domain: 'localhost' } }),
    );
    expect(check.success).toBe(true);
    expect((await call(t.app, { method: 'GET', url: MEMBER_PATHS.referral })).statusCode).toBe(401);
  });

  it('tells the member’s VIP level and whether its benefits page shows', async () => {
    const juan = await tokenOf('member01', 'member123');
    const club = async (headers: Record<string, string>) =>
      valueOf<ClubValue>(await call(t.app, { method: 'GET', url: MEMBER_PATHS.club, headers }));
    expect(await club({ ...juan, Language: 'EN' })).toEqual({ level: 2, name: 'Silver', showBenefit: true });
    const pedro = await tokenOf('player40', 'player123');
    expect(await club(pedro)).toBeNull();
    const maria = await tokenOf('member02', 'member123', 'M002');
    expect(await club(maria)).toEqual({ level: 1, name: 'Bronze', showBenefit: false });
  });
});
