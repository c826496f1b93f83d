import type { FastifyInstance } from 'fastify';
import { type TestPlayValue, type TrialAccountValue } from '@platform/shared/contract';
import { AUTH_ENDPOINTS as AUTH } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { countCreation, requesterOf } from '../auth/creation-limits';
import { admit } from '../auth/login';
import { findMemberByAccount } from '../auth/members';
import { noStore } from '../auth/no-store';
import { createTrialAccount, findTrialAccount } from './trial';

export function registerTrialRoutes(api: FastifyInstance, ctx: AppContext): void {
  // POST, not the spec's GET: it creates an account, which a prefetch or crawler must not do.
  route(api, AUTH.trialAccount, async (request, reply) => {
    noStore(reply);
    countCreation(ctx, 'trials', requesterOf(request));
    const value: TrialAccountValue = createTrialAccount(ctx, request.merchant.code);
    return ok(value);
  });

  route(
    api,
    AUTH.testPlay,
    async (request, reply) => {
      noStore(reply);
      const code = request.merchant.code;
      const named = request.body?.userName;
      if (!named) countCreation(ctx, 'trials', requesterOf(request));
      const member = named
        ? findTrialAccount(ctx, code, named, request.body?.trialKey)
        : findMemberByAccount(ctx.db, code, createTrialAccount(ctx, code).userName);
      if (!member) throw new ApiFailure(403, 'auth.trial_unavailable');
      const { token, userName, customerType } = admit(ctx, member, {});
      const value: TestPlayValue = { token, userName, customerType };
      return ok(value);
    }, // The body may be left out entirely.
    {},
  );
}
