import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MEMBER_TYPE, PATHS, type TestPlayRequest, type TestPlayValue } from '@platform/shared/contract';
import { TestPlayRequestSchema } from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { ok } from '../../http/reply';
import { admit } from '../auth/login';
import { findMemberByAccount, findMemberById } from '../auth/members';
import { unusablePasswordHash } from '../auth/passwords';
import { createMember } from '../register/create-member';

/** Demo credit of a trial account, in centavos. */
export const TRIAL_BALANCE_CENTS = 200_000;

function createTrialAccount(ctx: AppContext, merchantCode: string): string {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const account = `trial${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (findMemberByAccount(ctx.db, merchantCode, account)) continue;
    createMember(
      ctx.db,
      {
        merchantCode,
        account,
        passwordHash: unusablePasswordHash(),
        type: MEMBER_TYPE.trial,
        nickname: 'Trial',
        registerMethod: 'trial',
        balanceCents: TRIAL_BALANCE_CENTS,
      },
      ctx.now(),
    );
    return account;
  }
  throw new ApiFailure(403, 'auth.trial_unavailable');
}

export function registerTrialRoutes(api: FastifyInstance, ctx: AppContext): void {
  // GET as the spec has it: it reserves a fresh trial account name, so it is never cached.
  api.get(PATHS.trialAccount, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok({ userName: createTrialAccount(ctx, request.merchant.code) });
  });

  api.post<{ Body: TestPlayRequest | undefined }>(
    PATHS.testPlay,
    // The body may be left out entirely.
    { schema: { body: { ...TestPlayRequestSchema, nullable: true } } },
    async (request) => {
      const code = request.merchant.code;
      const account = request.body?.userName ?? createTrialAccount(ctx, code);
      const member = findMemberByAccount(ctx.db, code, account);
      if (!member || member.type !== MEMBER_TYPE.trial) throw new ApiFailure(403, 'auth.trial_unavailable');
      const fresh = findMemberById(ctx.db, member.id);
      if (!fresh) throw new ApiFailure(403, 'auth.trial_unavailable');
      const { token, userName, customerType } = admit(ctx, fresh, {});
      const value: TestPlayValue = { token, userName, customerType };
      return ok(value);
    },
  );
}
