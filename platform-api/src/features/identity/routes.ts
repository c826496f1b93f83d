import type { FastifyInstance } from 'fastify';
import {
  IDENTITY_PATHS,
  IDENTITY_TEST_PATHS,
  type IdentitySubmitBody,
  type TestIdentityReviewBody,
} from '@platform/shared/contract';
import { IdentitySubmitBodySchema, TestIdentityReviewBodySchema } from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { findMemberByAccount } from '../auth/members';
import { knownMerchant } from '../system/test-routes';
import { identityStatus, reviewIdentity, submitIdentity } from './identity';

/** The member's ID verification: its state, and a submission of three uploaded images. */
export function registerIdentityRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.get(IDENTITY_PATHS.status, async (request) => ok(identityStatus(ctx.db, guard.require(request).id)));

  api.post<{ Body: IdentitySubmitBody }>(
    IDENTITY_PATHS.submit,
    { schema: { body: IdentitySubmitBodySchema } },
    async (request) => ok(submitIdentity(ctx.db, guard.require(request).id, request.body, ctx.now())),
  );
}

/** Test mode: the back office approves or rejects a submission. */
export function registerIdentityTestRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.put<{ Body: TestIdentityReviewBody }>(
    IDENTITY_TEST_PATHS.review,
    { schema: { body: TestIdentityReviewBodySchema } },
    async (request) => {
      const code = knownMerchant(ctx, request.body.merchantCode);
      const member = findMemberByAccount(ctx.db, code, request.body.account);
      if (!member)
        throw malformed(`Merchant ${code} has no member ${JSON.stringify(request.body.account)}.`, 'account');
      const { approve, reason } = request.body;
      if (!approve && !reason) throw malformed('A rejection needs its reason.', 'reason');
      const decision = approve ? { approve } : { approve, reason: reason ?? '' };
      return ok(reviewIdentity(ctx.db, member.id, decision, ctx.now()));
    },
  );
}
