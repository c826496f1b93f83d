import type { FastifyInstance } from 'fastify';
import { IDENTITY_ENDPOINTS as IDENTITY } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { findMemberByAccount } from '../auth/members';
import { knownMerchant } from '../system/test-routes';
import { identityStatus, reviewIdentity, submitIdentity } from './identity';

/** The member's ID verification: its state, and a submission of three uploaded images. */
export function registerIdentityRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, IDENTITY.status, async (request) => ok(identityStatus(ctx.db, guard.require(request).id)));

  route(api, IDENTITY.submit, async (request) =>
    ok(submitIdentity(ctx.db, guard.require(request).id, request.body, ctx.now())),
  );
}

/** Test mode: the back office approves or rejects a submission. */
export function registerIdentityTestRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, IDENTITY.testReview, async (request) => {
    const code = knownMerchant(ctx, request.body.merchantCode);
    const member = findMemberByAccount(ctx.db, code, request.body.account);
    if (!member) throw malformed(`Merchant ${code} has no member ${JSON.stringify(request.body.account)}.`, 'account');
    const { approve, reason } = request.body;
    if (!approve && !reason) throw malformed('A rejection needs its reason.', 'reason');
    const decision = approve ? { approve } : { approve, reason: reason ?? '' };
    return ok(reviewIdentity(ctx.db, member.id, decision, ctx.now()));
  });
}
