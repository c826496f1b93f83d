import type {
  BindEmailBody,
  BindMobileBody,
  EmailCodeBody,
  MemberContacts,
  MobileCodeBody,
} from '@platform/shared/contract';
import { MEMBER_TYPE } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { RateLimiter, type RateRule } from '../../http/rate-limit';
import { findMemberById, findMemberByMobile } from '../auth/members';
import { verifyPassword } from '../auth/passwords';
import type { SessionMember } from '../auth/sessions';
import { loadRuleTable } from '../content/rules';
import { checkRequired } from '../register/validate';
import { normalizeMobile } from '../sms/mobile';
import { loadAccountSettings } from '../sms/settings';
import { checkSmsCode, sendSmsCode, SMS_HOURLY_MAX, SMS_RESEND_MS, type SmsPurpose } from '../sms/sms-codes';
import { memberContacts } from './contacts';
import { consumeMailCode, normalizeEmail, sendMailCode } from './mail-codes';

const HOUR = 60 * 60_000;
/** A member waits a minute between binding codes, to any number or address, and gets five an hour. */
export const BIND_RESEND: RateRule = { limit: 1, windowMs: SMS_RESEND_MS };
export const BIND_HOURLY: RateRule = { limit: SMS_HOURLY_MAX, windowMs: HOUR };

const bindPurpose = (memberId: number): SmsPurpose => `bind:${memberId}`;

function realMember(session: SessionMember): SessionMember {
  if (session.type === MEMBER_TYPE.trial) throw new ApiFailure(403, 'auth.no_permission');
  return session;
}

function mobileOwner(ctx: AppContext, session: SessionMember, mobileNorm: string): void {
  const owner = findMemberByMobile(ctx.db, session.merchantCode, mobileNorm);
  if (owner && owner.id !== session.id) {
    throw new ApiFailure(409, 'binding.mobile_taken', 'This mobile number is bound to another account.', {
      field: 'mobileNum',
    });
  }
}

function emailOwner(ctx: AppContext, session: SessionMember, emailNorm: string): void {
  const owner = ctx.db
    .prepare<[string, string, number], { id: number }>(
      'SELECT id FROM members WHERE merchant_code = ? AND lower(email) = ? AND id <> ? LIMIT 1',
    )
    .get(session.merchantCode, emailNorm, session.id);
  if (owner) {
    throw new ApiFailure(409, 'binding.email_taken', 'This e-mail address is bound to another account.', {
      field: 'email',
    });
  }
}

/** Runs `send` when the member's own limits allow, and counts it once it went out. */
function throttledSend<T>(ctx: AppContext, memberId: number, send: () => T): T {
  const limiter = new RateLimiter(ctx.db, ctx.now);
  const resend = `bind:resend:${memberId}`;
  const hourly = `bind:hourly:${memberId}`;
  limiter.check(resend, BIND_RESEND);
  limiter.check(hourly, BIND_HOURLY);
  const sent = send();
  limiter.record(resend, BIND_RESEND);
  limiter.record(hourly, BIND_HOURLY);
  return sent;
}

/**
 * The login password guards every binding: the number and address are how an account is recovered,
 * so a stolen session alone must not be able to point them elsewhere. Wrong guesses share the
 * password change's limit.
 */
async function checkLoginPassword(ctx: AppContext, memberId: number, password: string): Promise<void> {
  const member = findMemberById(ctx.db, memberId);
  if (!member) throw new ApiFailure(401, 'session.expired');
  const limiter = new RateLimiter(ctx.db, ctx.now);
  const bucket = `password:old:${memberId}`;
  limiter.hit(bucket, ctx.limits.oldPasswordFailures);
  if (!(await ctx.hashSlots.run(() => verifyPassword(password, member.passwordHash)))) {
    throw new ApiFailure(400, 'binding.password_wrong', 'The login password is wrong.', { field: 'password' });
  }
  limiter.clear(bucket);
}

function checkedMobile(ctx: AppContext, session: SessionMember, body: MobileCodeBody): string {
  checkRequired(loadRuleTable(ctx.db, session.merchantCode), 'mobileNum', 'mobileNum', body.mobileNum);
  const mobileNorm = normalizeMobile(body.mobileNum, body.countryDialingCode);
  mobileOwner(ctx, session, mobileNorm);
  return mobileNorm;
}

function checkedEmail(ctx: AppContext, session: SessionMember, email: string): string {
  checkRequired(loadRuleTable(ctx.db, session.merchantCode), 'email', 'email', email);
  const emailNorm = normalizeEmail(email);
  emailOwner(ctx, session, emailNorm);
  return emailNorm;
}

/** Sends an SMS code to a number the member wants to bind; answers the code's lifetime in minutes. */
export function sendMobileBindCode(ctx: AppContext, session: SessionMember, body: MobileCodeBody): number {
  const member = realMember(session);
  const mobileNorm = checkedMobile(ctx, member, body);
  return throttledSend(ctx, member.id, () =>
    sendSmsCode(ctx, member.merchantCode, mobileNorm, `0${mobileNorm}`, bindPurpose(member.id)),
  );
}

/** Binds (or replaces) the member's mobile number with the code sent to it. */
export async function bindMobile(
  ctx: AppContext,
  session: SessionMember,
  body: BindMobileBody,
): Promise<MemberContacts> {
  const member = realMember(session);
  const mobileNorm = checkedMobile(ctx, member, body);
  await checkLoginPassword(ctx, member.id, body.password);
  // Checked again after the hash, which let other requests run; from here on nothing waits, so the
  // check, the code and the write happen with no other request in between. (No transaction: a wrong
  // code's count must stay.)
  mobileOwner(ctx, member, mobileNorm);
  checkSmsCode(ctx, member.merchantCode, mobileNorm, bindPurpose(member.id), body.verificationCode, {
    consume: true,
  });
  ctx.db
    .prepare('UPDATE members SET mobile_num = ?, mobile_norm = ? WHERE id = ?')
    .run(`0${mobileNorm}`, mobileNorm, member.id);
  return memberContacts(ctx.db, member.id);
}

/** Mails a code to an address the member wants to bind; answers the code's lifetime in minutes. */
export function sendEmailBindCode(ctx: AppContext, session: SessionMember, body: EmailCodeBody): number {
  const member = realMember(session);
  checkedEmail(ctx, member, body.email);
  const { smsExpiredMinutes } = loadAccountSettings(ctx.db, member.merchantCode);
  const target = { merchantCode: member.merchantCode, memberId: member.id, email: body.email };
  throttledSend(ctx, member.id, () => sendMailCode(ctx, target, smsExpiredMinutes));
  return smsExpiredMinutes;
}

/** Binds (or replaces) the member's e-mail address with the code mailed to it. */
export async function bindEmail(ctx: AppContext, session: SessionMember, body: BindEmailBody): Promise<MemberContacts> {
  const member = realMember(session);
  checkedEmail(ctx, member, body.email);
  await checkLoginPassword(ctx, member.id, body.password);
  const target = { merchantCode: member.merchantCode, memberId: member.id, email: body.email };
  // As for the mobile number: checked again after the hash, then nothing waits until the write.
  emailOwner(ctx, member, normalizeEmail(body.email));
  consumeMailCode(ctx, target, body.verificationCode);
  ctx.db.prepare('UPDATE members SET email = ? WHERE id = ?').run(body.email.trim(), member.id);
  return memberContacts(ctx.db, member.id);
}
