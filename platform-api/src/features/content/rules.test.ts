import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, RULE_NAMES, checkRule, type RuleTable } from '@platform/shared/contract';
import { call, closeTestApp, createTestApp, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const rules = async (merchant = 'M001') =>
  valueOf<RuleTable>(await call(t.app, { method: 'GET', url: PATHS.rules, headers: { Merchant: merchant } }));

const accepts = (table: RuleTable, name: keyof RuleTable, value: string) => checkRule(table[name], value).pass;

describe('rule table', () => {
  it('has a rule for every field the contract names, each a valid unicode pattern', async () => {
    const table = await rules();
    expect(Object.keys(table).sort()).toEqual([...RULE_NAMES].sort());
    for (const name of RULE_NAMES) expect(() => new RegExp(table[name].pattern, 'u')).not.toThrow();
  });

  it('holds realistic Philippine rules for logins', async () => {
    const table = await rules();
    expect(accepts(table, 'loginUsername', 'member01')).toBe(true);
    expect(accepts(table, 'loginUsername', 'ab')).toBe(false);
    expect(accepts(table, 'loginPassword', 'member123')).toBe(true);
    expect(accepts(table, 'loginPassword', 'has space')).toBe(false);
    expect(accepts(table, 'mobileNum', '09171234567')).toBe(true);
    expect(accepts(table, 'mobileNum', '9171234567')).toBe(true);
    expect(accepts(table, 'mobileNum', '12345')).toBe(false);
    expect(table.mobileNum).toMatchObject({ minLength: 10, maxLength: 11, messageKey: 'error.mobile_invalid' });
    expect(accepts(table, 'captcha', 'a1B2')).toBe(true);
    expect(accepts(table, 'verificationCode', '123')).toBe(false);
  });

  it('enables e-mail, nickname and affiliate code at registration without requiring them', async () => {
    const table = await rules();
    for (const name of ['email', 'nickname', 'affiliateCode'] as const) {
      expect(table[name]).toMatchObject({ enabled: true, required: false });
    }
    expect(table.email.maxLength).toBe(255);
    expect(table.qqNum.enabled).toBe(false);
  });

  it('gives each merchant its own table', async () => {
    const goldenReef = await rules('M002');
    expect(goldenReef.email).toMatchObject({ enabled: true, required: true });
    expect(goldenReef.affiliateCode.enabled).toBe(false);
  });
});
