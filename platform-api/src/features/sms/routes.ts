import type { FastifyInstance } from 'fastify';
import { AUTH_ENDPOINTS as AUTH } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { RateLimiter } from '../../http/rate-limit';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { findMemberByMobile } from '../auth/members';
import { checkRequired } from '../register/validate';
import { loadRuleTable } from '../content/rules';
import { normalizeMobile } from './mobile';
import { sendSmsCode } from './sms-codes';

export function registerSmsRoutes(api: FastifyInstance, ctx: AppContext): void {
  // Login and set-password codes go only to numbers of existing members.
  route(api, AUTH.smsCode, async (request) => {
    const { mobileNum, countryDialingCode, purpose } = request.body;
    const code = request.merchant.code;
    new RateLimiter(ctx.db, ctx.now).hit(`sms:address:${request.ip}`, ctx.limits.smsPerAddress);
    const rule = purpose === 'login' ? 'loginMobileNum' : 'mobileNum';
    checkRequired(loadRuleTable(ctx.db, code), rule, 'mobileNum', mobileNum);
    const mobileNorm = normalizeMobile(mobileNum, countryDialingCode);
    const member = findMemberByMobile(ctx.db, code, mobileNorm);
    if (!member || member.disabled) {
      throw new ApiFailure(403, 'auth.user_missing_or_disabled', undefined, { field: 'mobileNum' });
    }
    return ok({ expiredMinutes: sendSmsCode(ctx, code, mobileNorm, mobileNum.trim(), purpose) });
  });
}
