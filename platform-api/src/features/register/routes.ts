import type { FastifyInstance } from 'fastify';
import {
  PATHS,
  type AffiliateCheckQuery,
  type EncryptedBody,
  type RegisterCheckQuery,
  type RegisterSmsCodeRequest,
} from '@platform/shared/contract';
import {
  AffiliateCheckQuerySchema,
  EncryptedBodySchema,
  RegisterCheckQuerySchema,
  RegisterRequestSchema,
  RegisterSmsCodeRequestSchema,
} from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { RateLimiter } from '../../http/rate-limit';
import { ok } from '../../http/reply';
import { countCreation, requesterOf } from '../auth/creation-limits';
import { findMemberByAccount, findMemberByMobile } from '../auth/members';
import { noStore } from '../auth/no-store';
import { loadRuleTable } from '../content/rules';
import { readEncrypted, requireEncryptionHeader } from '../security/encrypted-body';
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
  api.put<{ Body: EncryptedBody }>(
    PATHS.register,
    { schema: { body: EncryptedBodySchema }, preValidation: requireEncryptionHeader },
    async (request, reply) => {
      noStore(reply);
      const body = await readEncrypted(request, await ctx.keys, RegisterRequestSchema);
      return ok(await registerMember(ctx, request.merchant, body, requesterOf(request)));
    },
  );

  api.get<{ Querystring: RegisterCheckQuery }>(
    PATHS.registerCheck,
    { schema: { querystring: RegisterCheckQuerySchema } },
    async (request) => {
      const { field, value } = request.query;
      const code = request.merchant.code;
      limitLookups(ctx, request.ip);
      const taken =
        field === 'username'
          ? findMemberByAccount(ctx.db, code, value.trim())
          : findMemberByMobile(ctx.db, code, normalizeMobile(value));
      return ok({ available: !taken });
    },
  );

  api.get<{ Querystring: AffiliateCheckQuery }>(
    PATHS.affiliateCheck,
    { schema: { querystring: AffiliateCheckQuerySchema } },
    async (request) => {
      limitLookups(ctx, request.ip);
      return ok({ success: Boolean(findAffiliate(ctx.db, request.merchant.code, request.query.code)) });
    },
  );

  api.post<{ Body: RegisterSmsCodeRequest }>(
    PATHS.registerSmsCode,
    { schema: { body: RegisterSmsCodeRequestSchema } },
    async (request) => {
      const { mobileNo, countryDialingCode } = request.body;
      const code = request.merchant.code;
      checkRequired(loadRuleTable(ctx.db, code), 'mobileNum', 'mobileNo', mobileNo);
      const mobileNorm = normalizeMobile(mobileNo, countryDialingCode);
      if (findMemberByMobile(ctx.db, code, mobileNorm)) {
        throw new ApiFailure(409, 'auth.mobile_exists', undefined, { field: 'mobileNum' });
      }
      countCreation(ctx, 'registerSms', requesterOf(request));
      return ok({ expiredMinutes: sendSmsCode(ctx, code, mobileNorm, mobileNo.trim(), 'register') });
    },
  );
}
