import type { MemberContacts } from '@platform/shared/contract';
import type { Db } from '../../db/connection';

/** 0917****567: the first four and last three digits of a number. */
export function maskMobile(mobile: string): string {
  return mobile.length <= 7 ? '*'.repeat(mobile.length) : `${mobile.slice(0, 4)}****${mobile.slice(-3)}`;
}

/** ju***@example.com: at most two letters of the name (one when it is that short), all of the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  return `${name.slice(0, name.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

/** The member's bound mobile number (written nationally, with the trunk zero) and e-mail, masked. */
export function memberContacts(db: Db, memberId: number): MemberContacts {
  const row = db
    .prepare<[number], { mobile: string | null; email: string | null }>(
      'SELECT mobile_norm AS mobile, email FROM members WHERE id = ?',
    )
    .get(memberId);
  return {
    mobile: row?.mobile ? maskMobile(`0${row.mobile}`) : null,
    email: row?.email ? maskEmail(row.email) : null,
  };
}
