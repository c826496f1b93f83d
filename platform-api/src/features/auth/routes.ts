import type { FastifyInstance } from 'fastify';
import type { RenewValue } from '@platform/shared/contract';
import { AUTH_ENDPOINTS as AUTH } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { bearerToken, type SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { loginMember, requestChallenge } from './login';
import { noStore } from './no-store';
import { hashToken, issueSession, retireSession, revokeSession, sessionFamily } from './sessions';

export function registerAuthRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(
    api,
    AUTH.login,
    async (request, reply) => {
      noStore(reply);
      const login = request.body;
      return ok(await loginMember(ctx, request.merchant, login, request.ip));
    },
    { keys: ctx.keys },
  );

  route(
    api,
    AUTH.challenge,
    async (request, reply) => {
      const asked = request.body;
      noStore(reply);
      return ok(requestChallenge(ctx, request.merchant, asked, request.ip));
    },
    { keys: ctx.keys },
  );

  // Signing out always succeeds: a token that is already gone is as signed out as it gets.
  route(api, AUTH.logout, async (request) => {
    const token = bearerToken(request);
    if (token) revokeSession(ctx.db, hashToken(token), ctx.now());
    return ok({});
  });

  route(api, AUTH.renew, async (request, reply) => {
    noStore(reply);
    const member = guard.require(request);
    const now = ctx.now();
    const renewed: RenewValue = ctx.db.transaction(() => {
      retireSession(ctx.db, member.tokenHash, now);
      return issueSession(ctx.db, member.id, now, sessionFamily(ctx.db, member.tokenHash));
    })();
    return ok(renewed);
  });
}
