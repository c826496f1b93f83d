import type { Db } from '../../db/connection';
import { CURRENCY_SYMBOL } from '../../db/seed/members';
import { addLedgerEntry } from '../ledger/ledger';

export interface NewMember {
  merchantCode: string;
  account: string;
  passwordHash: string;
  type: number;
  nickname?: string;
  uplineId?: number | null;
  mobileNum?: string | null;
  mobileNorm?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  profile?: Record<string, string>;
  paymentPasswordHash?: string | null;
  registerChannel?: string | null;
  registerMethod?: string | null;
  affiliateCode?: string | null;
  firebaseUid?: string | null;
  balanceCents?: number;
}

/** Inserts a member with an empty wallet (trial accounts get demo credit) and answers its id. */
export function createMember(db: Db, member: NewMember, now: number): number {
  return db.transaction(() => {
    const result = db
      .prepare(
        `INSERT INTO members (merchant_code, account, password_hash, nickname, type, reg_date, upline_id, mobile_num,
           mobile_norm, country_dialing_code, email, profile, payment_password_hash, register_channel, register_method,
           affiliate_code, firebase_uid)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        member.merchantCode,
        member.account,
        member.passwordHash,
        member.nickname ?? '',
        member.type,
        new Date(now).toISOString(),
        member.uplineId ?? null,
        member.mobileNum ?? null,
        member.mobileNorm ?? null,
        member.countryDialingCode ?? null,
        member.email ?? null,
        JSON.stringify(member.profile ?? {}),
        member.paymentPasswordHash ?? null,
        member.registerChannel ?? null,
        member.registerMethod ?? null,
        member.affiliateCode ?? null,
        member.firebaseUid ?? null,
      );
    const id = Number(result.lastInsertRowid);
    db.prepare('INSERT INTO wallets (member_id, currency_symbol) VALUES (?, ?)').run(id, CURRENCY_SYMBOL);
    if (member.balanceCents) {
      addLedgerEntry(db, {
        memberId: id,
        amountCents: member.balanceCents,
        kind: 'reward',
        reference: 'trial-credit',
        at: now,
      });
    }
    return id;
  })();
}
