import type { FastifyInstance } from 'fastify';
import { PASSWORD_ENDPOINTS as PASSWORD } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { changePassword, forgotPasswordByEmail, setPasswordBySms } from './password';

export function registerPasswordRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, PASSWORD.change, async (request) => {
    await changePassword(ctx, guard.require(request), request.body);
    return ok({});
  });

  route(api, PASSWORD.smsReset, async (request) => {
    await setPasswordBySms(ctx, request.merchant, request.body);
    return ok({});
  });

  // Form-encoded, as the spec says (app.ts parses application/x-www-form-urlencoded).
  route(api, PASSWORD.forgot, async (request) => {
    forgotPasswordByEmail(ctx, request.merchant, request.body, request.ip);
    return ok({});
  });
}
