import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '@platform/shared/contract';
import { sendSms } from '../../testing/accounts';
import { call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
afterEach(() => closeTestApp(t));

const from = (address: string) => ({ 'x-forwarded-for': address });
const rule = (limit: number) => ({ limit, windowMs: 10 * 60_000 });

describe('look-up limits', { timeout: 60_000 }, () => {
  it('limits SMS codes per address before saying whether a number is a member', async () => {
    t = await createTestApp({ limits: { smsPerAddress: rule(3) } });
    for (const number of ['09170000001', '09170000002', '09170000003']) {
      expect(errorOf(await sendSms(t.app, number, 'login', from('198.51.100.1'))).errorCode).toBe(
        'auth.user_missing_or_disabled',
      );
    }
    const refused = await sendSms(t.app, '09171234567', 'reset', from('198.51.100.1'));
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({ errorCode: 'rate.limited', data: { retryAfterSeconds: 600 } });
    expect(valueOf(await sendSms(t.app, '09171234567', 'login', from('198.51.100.2')))).toEqual({
      expiredMinutes: 2,
    });
  });

  it('limits registration look-ups per address, counting names, numbers and invitation codes together', async () => {
    t = await createTestApp({ limits: { registerChecksPerAddress: rule(3) } });
    const check = (query: string, address: string) =>
      call(t.app, { method: 'GET', url: `${PATHS.registerCheck}?${query}`, headers: from(address) });
    expect(valueOf(await check('field=username&value=member01', '198.51.100.1'))).toEqual({ available: false });
    expect(valueOf(await check('field=mobileNum&value=09170000001', '198.51.100.1'))).toEqual({ available: true });
    const affiliate = await call(t.app, {
      method: 'GET',
      url: `${PATHS.affiliateCheck}?code=liza2025`,
      headers: from('198.51.100.1'),
    });
    expect(valueOf(affiliate)).toEqual({ success: true });
    const refused = await check('field=username&value=member02', '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    // A person on another address still gets the on-blur answer.
    expect(valueOf(await check('field=username&value=member01', '198.51.100.2'))).toEqual({ available: false });
    t.clock.advance(10 * 60_000 + 1);
    expect((await check('field=username&value=member02', '198.51.100.1')).statusCode).toBe(200);
  });
});
