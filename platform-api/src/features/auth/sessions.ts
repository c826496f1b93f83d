import { createHash, randomBytes } from 'node:crypto';
import type { RenewValue } from '@platform/shared/contract';
import type { Db } from '../../db/connection';

export const SESSION_TTL_SECONDS = 30 * 60;

/** Tokens are stored only as their SHA-256, so a copy of the database holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Issues a token: 32 random bytes, base64url, valid for SESSION_TTL_SECONDS. A sign-in starts a new
 * family; a renewal passes the family of the token it replaces, so sign-out can end them together.
 */
export function issueSession(db: Db, memberId: number, now: number, family?: string): RenewValue {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  db.prepare('INSERT INTO sessions (token_hash, member_id, created_at, expires_at, family) VALUES (?, ?, ?, ?, ?)').run(
    tokenHash,
    memberId,
    now,
    now + SESSION_TTL_SECONDS * 1000,
    family ?? tokenHash,
  );
  return { token, expiresIn: SESSION_TTL_SECONDS };
}

/** The session family a token belongs to. */
export function sessionFamily(db: Db, tokenHash: string): string | undefined {
  return (
    db.prepare<[string], { family: string | null }>('SELECT family FROM sessions WHERE token_hash = ?').get(tokenHash)
      ?.family ?? undefined
  );
}

/** The member behind a live session. */
export interface SessionMember {
  tokenHash: string;
  id: number;
  merchantCode: string;
  account: string;
  nickname: string;
  type: number;
  regDate: string;
  uplineId: number | null;
}

/** Finds the member of a token that is neither expired nor revoked, whose account is still enabled. */
export function findLiveSession(db: Db, token: string, now: number): SessionMember | undefined {
  return db
    .prepare<[string, number], SessionMember>(
      `SELECT s.token_hash AS tokenHash, m.id, m.merchant_code AS merchantCode, m.account, m.nickname, m.type,
              m.reg_date AS regDate, m.upline_id AS uplineId
         FROM sessions s JOIN members m ON m.id = s.member_id
        WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND m.disabled = 0`,
    )
    .get(hashToken(token), now);
}

/** How long a renewed token keeps working, so requests already on their way do not fail. */
export const RENEW_GRACE_MS = 30_000;

/** Retires a token that was just renewed: it expires after the grace period. */
export function retireSession(db: Db, tokenHash: string, now: number): void {
  db.prepare('UPDATE sessions SET expires_at = MIN(expires_at, ?) WHERE token_hash = ?').run(
    now + RENEW_GRACE_MS,
    tokenHash,
  );
}

/** Revokes every token of the session the token belongs to; revoking twice is harmless. */
export function revokeSession(db: Db, tokenHash: string, now: number): void {
  const family = sessionFamily(db, tokenHash) ?? tokenHash;
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE (family = ? OR token_hash = ?) AND revoked_at IS NULL').run(
    now,
    family,
    tokenHash,
  );
}

/**
 * Whether a session family still has a live token: neither revoked (sign-out, a password change
 * elsewhere, a break from play) nor expired. What a session issued (a launch ticket) lives only so long.
 */
export function isFamilyLive(db: Db, family: string, now: number): boolean {
  return (
    db
      .prepare<[string, number], { live: number }>(
        `SELECT EXISTS (SELECT 1 FROM sessions WHERE family = ? AND revoked_at IS NULL AND expires_at > ?) AS live`,
      )
      .get(family, now)?.live === 1
  );
}
