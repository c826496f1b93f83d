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
import { normalizeMobile, storedMobile } from './mobile';
import { sendSmsCode } from './sms-codes';

export function registerSmsRoutes(api: FastifyInstance, ctx: AppContext): void {
  // Login codes go only to numbers of existing members. A set-password code is answered alike whether
  // the number has an account or not, and counts against the number's limits alike, so the answer
  // tells a stranger nothing; without an account the code can set no password.
  route(api, AUTH.smsCode, async (request) => {
    const { mobileNum, countryDialingCode, purpose } = request.body;
    const code = request.merchant.code;
    new RateLimiter(ctx.db, ctx.now).hit(`sms:address:${request.ip}`, ctx.limits.smsPerAddress);
    const rule = purpose === 'login' ? 'loginMobileNum' : 'mobileNum';
    checkRequired(loadRuleTable(ctx.db, code), rule, 'mobileNum', mobileNum);
    const mobileNorm = normalizeMobile(mobileNum, countryDialingCode);
    const member = findMemberByMobile(ctx.db, code, mobileNorm);
    if (purpose === 'login' && (!member || member.disabled)) {
      throw new ApiFailure(403, 'auth.user_missing_or_disabled', undefined, { field: 'mobileNum' });
    }
    const spelling = storedMobile(mobileNum, countryDialingCode);
    return ok({ expiredMinutes: sendSmsCode(ctx, code, mobileNorm, spelling, purpose) });
  });
}
