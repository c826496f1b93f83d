import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the cost can change per hash.
interface HashCost {
  N: number;
  r: number;
  p: number;
}

/** The cost every real deployment hashes with. */
export const PASSWORD_COST: HashCost = { N: 16384, r: 8, p: 1 };
/**
 * Test mode's cost: the browser suite registers and signs in hundreds of times on a small machine, and
 * each hash at the real cost takes the better part of a second there. Verification reads the cost of
 * each stored hash, so hashes of either cost keep working.
 */
export const TEST_MODE_PASSWORD_COST: HashCost = { N: 1024, r: 8, p: 1 };

let cost = PASSWORD_COST;
let decoy: string | null = null;

/** Sets the cost of new hashes for this process; only the test-mode server lowers it, before seeding. */
export function setPasswordCost(next: HashCost): void {
  cost = next;
  decoy = null;
}
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** Hashes a password with a fresh random salt. Synchronous: used by the seed. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const hash = scryptSync(password, salt, KEY_LENGTH, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

interface ParsedHash {
  options: ScryptOptions;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  if (![options.N, options.r, options.p].every((value) => Number.isInteger(value) && value > 0)) return null;
  return { options, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** Checks a password against a stored hash in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const candidate = await scryptAsync(password, parsed.salt, parsed.hash.length, parsed.options);
  return timingSafeEqual(candidate, parsed.hash);
}

/** A hash to verify against when the account does not exist, so the answer takes as long either way. */
export function decoyHash(): string {
  decoy ??= hashPasswordSync(randomBytes(12).toString('base64url'));
  return decoy;
}

/** Hashes a password with a fresh random salt, off the event loop. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** A password no one can type: for accounts that sign in another way (trial, Firebase, SMS). */
export const unusablePasswordHash = () => `none$${randomBytes(16).toString('base64url')}`;
