import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PASSWORD_COST,
  TEST_MODE_PASSWORD_COST,
  hashPassword,
  hashPasswordSync,
  setPasswordCost,
  verifyPassword,
} from './passwords';

const costOf = (hash: string) => hash.split('$').slice(1, 4).map(Number);

describe('password hashes', () => {
  // The other test files hash at test mode's cost (testing/setup.ts); these start from the real one.
  beforeEach(() => setPasswordCost(PASSWORD_COST));
  afterEach(() => setPasswordCost(TEST_MODE_PASSWORD_COST));

  it('hash at the real cost unless test mode lowers it', async () => {
    expect(PASSWORD_COST).toEqual({ N: 16384, r: 8, p: 1 });
    const hash = await hashPassword('secret123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(costOf(hashPasswordSync('secret123'))).toEqual([16384, 8, 1]);
    expect(await verifyPassword('secret123', hash)).toBe(true);
    expect(await verifyPassword('secret124', hash)).toBe(false);
  });

  it('verify a hash by its own cost, whichever cost new hashes get', async () => {
    const real = await hashPassword('secret123');
    setPasswordCost(TEST_MODE_PASSWORD_COST);
    const cheap = await hashPassword('secret123');
    expect(costOf(cheap)).toEqual([TEST_MODE_PASSWORD_COST.N, TEST_MODE_PASSWORD_COST.r, TEST_MODE_PASSWORD_COST.p]);
    expect(await verifyPassword('secret123', cheap)).toBe(true);
    expect(await verifyPassword('secret123', real)).toBe(true);
    expect(await verifyPassword('wrong', cheap)).toBe(false);
    setPasswordCost(PASSWORD_COST);
    expect(await verifyPassword('secret123', cheap)).toBe(true);
  });
});
