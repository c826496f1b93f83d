import type { FastifyInstance } from 'fastify';
import {
  PATHS,
  type ChangePasswordRequest,
  type ForgotPasswordEmailRequest,
  type SetPasswordRequest,
} from '@platform/shared/contract';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordEmailRequestSchema,
  SetPasswordRequestSchema,
} from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { changePassword, forgotPasswordByEmail, setPasswordBySms } from './password';

export function registerPasswordRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.post<{ Body: ChangePasswordRequest }>(
    PATHS.changePassword,
    { schema: { body: ChangePasswordRequestSchema } },
    async (request) => {
      await changePassword(ctx, guard.require(request), request.body);
      return ok({});
    },
  );

  api.post<{ Body: SetPasswordRequest }>(
    PATHS.setPasswordBySms,
    { schema: { body: SetPasswordRequestSchema } },
    async (request) => {
      await setPasswordBySms(ctx, request.merchant, request.body);
      return ok({});
    },
  );

  // Form-encoded, as the spec says (app.ts parses application/x-www-form-urlencoded).
  api.post<{ Body: ForgotPasswordEmailRequest }>(
    PATHS.forgotPasswordEmail,
    { schema: { body: ForgotPasswordEmailRequestSchema } },
    async (request) => {
      forgotPasswordByEmail(ctx, request.merchant, request.body, request.ip);
      return ok({});
    },
  );
}
