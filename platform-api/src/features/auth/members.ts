import type { Db } from '../../db/connection';
import { looksLikeMobile, normalizeMobile } from '../sms/mobile';

export interface MemberRow {
  id: number;
  account: string;
  passwordHash: string;
  type: number;
  disabled: number;
  firstLoginAt: string | null;
  email: string | null;
}

const SELECT = `SELECT id, account, password_hash AS passwordHash, type, disabled, first_login_at AS firstLoginAt,
  email FROM members`;

export function findMemberByAccount(db: Db, merchantCode: string, account: string): MemberRow | undefined {
  return db
    .prepare<[string, string], MemberRow>(`${SELECT} WHERE merchant_code = ? AND account = ?`)
    .get(merchantCode, account);
}

export function findMemberByMobile(db: Db, merchantCode: string, mobileNorm: string): MemberRow | undefined {
  if (!mobileNorm) return undefined;
  return db
    .prepare<[string, string], MemberRow>(`${SELECT} WHERE merchant_code = ? AND mobile_norm = ? ORDER BY id LIMIT 1`)
    .get(merchantCode, mobileNorm);
}

export function findMemberById(db: Db, id: number): MemberRow | undefined {
  return db.prepare<[number], MemberRow>(`${SELECT} WHERE id = ?`).get(id);
}

export function findMemberByFirebase(db: Db, merchantCode: string, uid: string): MemberRow | undefined {
  return db
    .prepare<[string, string], MemberRow>(`${SELECT} WHERE merchant_code = ? AND firebase_uid = ?`)
    .get(merchantCode, uid);
}

/**
 * The member a username login names: the account, or else (for a phone-shaped name) the member with
 * that mobile number, which is how a member who set a password by SMS signs in.
 */
export function findLoginMember(
  db: Db,
  merchantCode: string,
  name: string,
  dialingCode?: string,
): MemberRow | undefined {
  const byAccount = findMemberByAccount(db, merchantCode, name);
  if (byAccount || !looksLikeMobile(name)) return byAccount;
  return findMemberByMobile(db, merchantCode, normalizeMobile(name, dialingCode));
}

export function updatePasswordHash(db: Db, memberId: number, hash: string): void {
  db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hash, memberId);
}

/** Ends every session of a member, except the one given (a password change keeps its own). */
export function revokeMemberSessions(db: Db, memberId: number, now: number, keepTokenHash?: string): void {
  db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL AND token_hash IS NOT ?',
  ).run(now, memberId, keepTokenHash ?? null);
}
