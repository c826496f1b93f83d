import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin } from '../../testing/browser-crypto';
import { closeTestApp, createTestApp, errorOf, type TestApp } from '../../testing/test-app';
import { normalizeMobile } from '../sms/mobile';
import { findLoginMember } from './members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => closeTestApp(t));

// member01's number (0917 123 4567) as people type it, without the dialing code the login form never sends.
const SPELLINGS = [
  '63-917-123-4567',
  '63 917 123 4567',
  '639171234567',
  '+63 917 123 4567',
  '+63-917-123-4567',
  '+639171234567',
  '0917 123 4567',
  '0917-123-4567',
  ' 09171234567 ',
  '917 123 4567',
  '917-123-4567',
  '9171234567',
];

const failuresOf = (account: string) =>
  t.db
    .prepare<[string], { count: number }>('SELECT COUNT(*) AS count FROM login_failures WHERE account = ?')
    .get(account)?.count ?? 0;

describe.each(SPELLINGS)('the mobile number spelled %j', (spelling) => {
  it('is the one number, finds member01, and a wrong password counts against member01', async () => {
    expect(normalizeMobile(spelling)).toBe('9171234567');
    const member = findLoginMember(t.db, 'M001', spelling.trim());
    expect(member?.account).toBe('member01');
    const before = failuresOf(`member:${member?.id ?? 0}`);
    const response = await postLogin(t.app, { type: 'username', username: spelling, password: 'wrong-pass' });
    expect(errorOf(response).errorCode).toBe('auth.credentials_invalid');
    expect(failuresOf(`member:${member?.id ?? 0}`)).toBe(before + 1);
    expect(t.db.prepare("SELECT COUNT(*) AS count FROM login_failures WHERE account LIKE 'mobile:%'").get()).toEqual({
      count: 0,
    });
    t.db.prepare('DELETE FROM login_failures').run();
  });
});
