import type { FastifyInstance } from 'fastify';
import { REGISTER_ENDPOINTS as REGISTER } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { RateLimiter } from '../../http/rate-limit';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { countCreation, requesterOf } from '../auth/creation-limits';
import { findMemberByAccount, findMemberByMobile } from '../auth/members';
import { noStore } from '../auth/no-store';
import { loadRuleTable } from '../content/rules';
import { normalizeMobile } from '../sms/mobile';
import { sendSmsCode } from '../sms/sms-codes';
import { findAffiliate } from './affiliate';
import { registerMember } from './register';
import { checkRequired } from './validate';

/** Name, number and invitation-code look-ups share one count per address: each tells who exists. */
function limitLookups(ctx: AppContext, address: string): void {
  new RateLimiter(ctx.db, ctx.now).hit(`register:lookups:${address}`, ctx.limits.registerChecksPerAddress);
}

export function registerRegisterRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(
    api,
    REGISTER.register,
    async (request, reply) => {
      noStore(reply);
      const body = request.body;
      return ok(await registerMember(ctx, request.merchant, body, requesterOf(request)));
    },
    { keys: ctx.keys },
  );

  route(api, REGISTER.check, async (request) => {
    const { field, value } = request.query;
    const code = request.merchant.code;
    limitLookups(ctx, request.ip);
    const taken =
      field === 'username'
        ? findMemberByAccount(ctx.db, code, value.trim())
        : findMemberByMobile(ctx.db, code, normalizeMobile(value));
    return ok({ available: !taken });
  });

  route(api, REGISTER.affiliate, async (request) => {
    limitLookups(ctx, request.ip);
    return ok({ success: Boolean(findAffiliate(ctx.db, request.merchant.code, request.query.code)) });
  });

  route(api, REGISTER.smsCode, async (request) => {
    const { mobileNo, countryDialingCode } = request.body;
    const code = request.merchant.code;
    checkRequired(loadRuleTable(ctx.db, code), 'mobileNum', 'mobileNo', mobileNo);
    const mobileNorm = normalizeMobile(mobileNo, countryDialingCode);
    if (findMemberByMobile(ctx.db, code, mobileNorm)) {
      throw new ApiFailure(409, 'auth.mobile_exists', undefined, { field: 'mobileNum' });
    }
    countCreation(ctx, 'registerSms', requesterOf(request));
    return ok({ expiredMinutes: sendSmsCode(ctx, code, mobileNorm, mobileNo.trim(), 'register') });
  });
}
