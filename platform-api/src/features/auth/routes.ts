import type { FastifyInstance } from 'fastify';
import { PATHS, type EncryptedBody, type RenewValue } from '@platform/shared/contract';
import {
  EncryptedBodySchema,
  LoginChallengeRequestSchema,
  LoginRequestSchema,
} from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import { bearerToken, type SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { readEncrypted, requireEncryptionHeader } from '../security/encrypted-body';
import { loginMember, requestChallenge } from './login';
import { noStore } from './no-store';
import { hashToken, issueSession, retireSession, revokeSession, sessionFamily } from './sessions';

export function registerAuthRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.post<{ Body: EncryptedBody }>(
    PATHS.login,
    { schema: { body: EncryptedBodySchema }, preValidation: requireEncryptionHeader },
    async (request, reply) => {
      noStore(reply);
      const login = await readEncrypted(request, await ctx.keys, LoginRequestSchema);
      return ok(await loginMember(ctx, request.merchant, login, request.ip));
    },
  );

  api.post<{ Body: EncryptedBody }>(
    PATHS.loginChallenge,
    { schema: { body: EncryptedBodySchema }, preValidation: requireEncryptionHeader },
    async (request, reply) => {
      const asked = await readEncrypted(request, await ctx.keys, LoginChallengeRequestSchema);
      noStore(reply);
      return ok(requestChallenge(ctx, request.merchant, asked, request.ip));
    },
  );

  // Signing out always succeeds: a token that is already gone is as signed out as it gets.
  api.delete(PATHS.logout, async (request) => {
    const token = bearerToken(request);
    if (token) revokeSession(ctx.db, hashToken(token), ctx.now());
    return ok({});
  });

  api.post(PATHS.renew, async (request, reply) => {
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
