import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MEMBER_PATHS,
  MEMBER_TEST_PATHS,
  PATHS,
  type ClubValue,
  type MemberInfo,
  type PromotionSwitch,
  type StartupValue,
} from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const put = (url: string, payload: object) => call(t.app, { method: 'PUT', url, payload });
const startup = async () => valueOf<StartupValue>(await call(t.app, { method: 'GET', url: PATHS.startup }));

/** The white-label flags the member centre's entries are gated by. */
const MINE_FLAGS = ['DEPRECM3', 'WITHREC3', 'PERSREP', 'REWCEN3', 'MANPLAYREB3', 'PLYRBT', 'MAILCEN', 'AGETRANSFERUP3'];

describe('member-centre switches in test mode', () => {
  it('switch every white-label flag of the member centre both ways', async () => {
    for (const on of [true, false]) {
      const flags = Object.fromEntries(MINE_FLAGS.map((flag) => [flag, on]));
      await put(PATHS.test.whitelabel, { merchantCode: 'M001', flags });
      expect((await startup()).whitelabel).toMatchObject(flags);
    }
  });

  it('switch the member-centre template, keeping the rest of the template', async () => {
    const value = valueOf<StartupValue>(
      await put(MEMBER_TEST_PATHS.mobileTemplate, { merchantCode: 'M001', template: { mem_cen: '0' } }),
    );
    expect(value.mobileTemplate).toMatchObject({ mem_cen: '0', dep_func: '1', app_background: '#0f1720' });
    expect((await startup()).mobileTemplate.mem_cen).toBe('0');
    const bad = await put(MEMBER_TEST_PATHS.mobileTemplate, { merchantCode: 'M001', template: { mem_cen: '2' } });
    expect(errorOf(bad).errorCode).toBe('request.malformed');
  });

  it('turn the MISSION and REFERRAL promotions on and off', async () => {
    const off = valueOf<PromotionSwitch[]>(
      await put(MEMBER_TEST_PATHS.promotions, {
        merchantCode: 'M001',
        promotions: { MISSION: false, REFERRAL: false },
      }),
    );
    expect(off.every((promotion) => !promotion.enabled)).toBe(true);
    await put(MEMBER_TEST_PATHS.promotions, { merchantCode: 'M001', promotions: { REFERRAL: true } });
    const now = valueOf<PromotionSwitch[]>(await call(t.app, { method: 'GET', url: MEMBER_PATHS.promotions }));
    expect(now).toEqual([
      { key: 'MISSION', enabled: false },
      { key: 'REFERRAL', enabled: true },
    ]);
    const unknown = await put(MEMBER_TEST_PATHS.promotions, { merchantCode: 'M001', promotions: { LOTTO: true } });
    expect(errorOf(unknown).errorCode).toBe('request.malformed');
  });

  it('change a member’s type, upline and VIP level, as member info and the club then tell', async () => {
    const changed = valueOf<MemberInfo>(
      await put(MEMBER_TEST_PATHS.member, {
        merchantCode: 'M001',
        account: 'member01',
        type: 2,
        toUpline: false,
        vipLevel: 3,
      }),
    );
    expect(changed).toMatchObject({ account: 'member01', type: 2, toUpline: false });
    const juan = bearer((await signIn(t.app, 'member01', 'member123')).token);
    expect(
      valueOf<MemberInfo>(await call(t.app, { method: 'GET', url: PATHS.memberInfo, headers: juan })),
    ).toMatchObject({
      type: 2,
      toUpline: false,
    });
    expect(
      valueOf<ClubValue>(
        await call(t.app, { method: 'GET', url: MEMBER_PATHS.club, headers: { ...juan, Language: 'EN' } }),
      ),
    ).toMatchObject({ level: 3, name: 'Gold' });

    const back = valueOf<MemberInfo>(
      await put(MEMBER_TEST_PATHS.member, { merchantCode: 'M001', account: 'member01', toUpline: true }),
    );
    expect(back).toMatchObject({ type: 2, toUpline: true });
    const missing = await put(MEMBER_TEST_PATHS.member, { merchantCode: 'M001', account: 'nobody', type: 1 });
    expect(errorOf(missing)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'account' } });
  });

  it('forget a member’s logins, so that the next login is a first one again', async () => {
    await signIn(t.app, 'member01', 'member123');
    expect((await signIn(t.app, 'member01', 'member123')).firstTimeLogin).toBe(false);
    await put(MEMBER_TEST_PATHS.member, { merchantCode: 'M001', account: 'member01', neverLoggedIn: true });
    expect((await signIn(t.app, 'member01', 'member123')).firstTimeLogin).toBe(true);
    expect((await signIn(t.app, 'member01', 'member123')).firstTimeLogin).toBe(false);
  });

  it('are not there outside test mode', async () => {
    await closeTestApp(t);
    t = await createTestApp({ mode: 'normal' });
    for (const url of [
      MEMBER_TEST_PATHS.mobileTemplate,
      MEMBER_TEST_PATHS.promotions,
      MEMBER_TEST_PATHS.member,
      MEMBER_TEST_PATHS.help,
    ]) {
      expect((await put(url, {})).statusCode, url).toBe(404);
    }
    expect((await call(t.app, { method: 'POST', url: MEMBER_TEST_PATHS.messages, payload: {} })).statusCode).toBe(404);
  });

  it('are undone by a reset', async () => {
    await put(MEMBER_TEST_PATHS.mobileTemplate, { merchantCode: 'M001', template: { mem_cen: '0' } });
    await put(MEMBER_TEST_PATHS.promotions, { merchantCode: 'M001', promotions: { MISSION: false } });
    await call(t.app, { method: 'POST', url: PATHS.test.reset });
    expect((await startup()).mobileTemplate.mem_cen).toBe('1');
    const promotions = valueOf<PromotionSwitch[]>(await call(t.app, { method: 'GET', url: MEMBER_PATHS.promotions }));
    expect(promotions.find((promotion) => promotion.key === 'MISSION')?.enabled).toBe(true);
  });
});
