import type { ChangePasswordRequest, ForgotPasswordEmailRequest, SetPasswordRequest } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { RateLimiter } from '../../http/rate-limit';
import type { Merchant } from '../../http/request-context';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  revokeMemberSessions,
  updatePasswordHash,
} from '../auth/members';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { SessionMember } from '../auth/sessions';
import { loadRuleTable } from '../content/rules';
import { checkRequired } from '../register/validate';
import { normalizeMobile } from '../sms/mobile';
import { checkSmsCode } from '../sms/sms-codes';
import { MEMBER_TYPE } from '@platform/shared/contract';

/** A member changes the password: old one right, new one valid, confirmed and different. */
export async function changePassword(ctx: AppContext, session: SessionMember, body: ChangePasswordRequest) {
  if (session.type === MEMBER_TYPE.trial) throw new ApiFailure(403, 'auth.no_permission');
  const member = findMemberById(ctx.db, session.id);
  if (!member) throw new ApiFailure(401, 'session.expired');
  checkRequired(loadRuleTable(ctx.db, session.merchantCode), 'password', 'newPassword', body.newPassword);
  if (body.newPassword !== body.confirmNewPassword) {
    throw new ApiFailure(400, 'request.malformed', 'The confirmation differs.', { field: 'confirmNewPassword' });
  }
  // Like login: the guess is counted before the slow hash, so parallel guesses cannot outrun the limit.
  const limiter = new RateLimiter(ctx.db, ctx.now);
  const bucket = `password:old:${member.id}`;
  limiter.hit(bucket, ctx.limits.oldPasswordFailures);
  const stored = member.passwordHash;
  if (!(await ctx.hashSlots.run(() => verifyPassword(body.oldPassword, stored)))) {
    throw new ApiFailure(400, 'auth.old_password_wrong', undefined, { field: 'oldPassword' });
  }
  limiter.clear(bucket);
  if (body.oldPassword === body.newPassword) {
    throw new ApiFailure(400, 'modify.new.old.same', undefined, { field: 'newPassword' });
  }
  updatePasswordHash(ctx.db, member.id, await hashPassword(body.newPassword));
  // Other devices signed in with the old password are signed out; this one stays.
  revokeMemberSessions(ctx.db, member.id, ctx.now(), session.tokenHash);
}

/** Sets a new password with an SMS code. The code stays usable when the only fault is a same password. */
export async function setPasswordBySms(ctx: AppContext, merchant: Merchant, body: SetPasswordRequest) {
  const table = loadRuleTable(ctx.db, merchant.code);
  checkRequired(table, 'mobileNum', 'mobileNum', body.mobileNum);
  checkRequired(table, 'password', 'newPassword', body.newPassword);
  const mobileNorm = normalizeMobile(body.mobileNum);
  const member = findMemberByMobile(ctx.db, merchant.code, mobileNorm);
  checkSmsCode(ctx, merchant.code, mobileNorm, 'reset', body.verificationCode, { consume: false });
  if (!member || member.disabled) throw new ApiFailure(403, 'auth.user_missing_or_disabled');
  if (await verifyPassword(body.newPassword, member.passwordHash)) {
    throw new ApiFailure(400, 'modify.new.old.same', undefined, { field: 'newPassword' });
  }
  checkSmsCode(ctx, merchant.code, mobileNorm, 'reset', body.verificationCode, { consume: true });
  updatePasswordHash(ctx.db, member.id, await hashPassword(body.newPassword));
  revokeMemberSessions(ctx.db, member.id, ctx.now());
}

export const FORGOT_MAILS_PER_HOUR = 3;

/**
 * Sends (to the outbox) a reset mail when the username and e-mail belong together. The answer is the
 * same whether they do or not, and whether the member's mails for the hour are used up, so a stranger
 * learns nothing about which accounts exist; the caller's address is throttled instead.
 */
export function forgotPasswordByEmail(
  ctx: AppContext,
  merchant: Merchant,
  body: ForgotPasswordEmailRequest,
  address = '',
) {
  const table = loadRuleTable(ctx.db, merchant.code);
  checkRequired(table, 'loginUsername', 'username', body.username);
  checkRequired(table, 'email', 'email', body.email);
  new RateLimiter(ctx.db, ctx.now).hit(`forgot:address:${address}`, ctx.limits.forgotPerAddress);
  const member = findMemberByAccount(ctx.db, merchant.code, body.username.trim());
  if (!member || member.disabled || member.email?.toLowerCase() !== body.email.trim().toLowerCase()) return;
  const now = ctx.now();
  const recent = ctx.db
    .prepare<[number, number], { count: number }>(
      'SELECT COUNT(*) AS count FROM mail_outbox WHERE member_id = ? AND sent_at > ?',
    )
    .get(member.id, now - 3_600_000);
  if ((recent?.count ?? 0) >= FORGOT_MAILS_PER_HOUR) return;
  ctx.db
    .prepare('INSERT INTO mail_outbox (merchant_code, member_id, username, email, sent_at) VALUES (?, ?, ?, ?, ?)')
    .run(merchant.code, member.id, member.account, body.email.trim(), now);
}
