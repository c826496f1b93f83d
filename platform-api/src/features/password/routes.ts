import type { FastifyInstance } from 'fastify';
import {
  PATHS,
  type ChangePasswordRequest,
  type ForgotPasswordEmailRequest,
  type SetPasswordRequest,
} from '@platform/shared/contract';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { changePassword, forgotPasswordByEmail, setPasswordBySms } from './password';

const password = { type: 'string', maxLength: 128 } as const;

const changeSchema = {
  type: 'object',
  required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  additionalProperties: false,
  properties: { oldPassword: password, newPassword: password, confirmNewPassword: password },
} as const;

const setSchema = {
  type: 'object',
  required: ['newPassword', 'mobileNum', 'verificationCode'],
  additionalProperties: false,
  properties: {
    newPassword: password,
    mobileNum: { type: 'string', maxLength: 20 },
    verificationCode: { type: 'string', maxLength: 10 },
  },
} as const;

const forgotSchema = {
  type: 'object',
  required: ['username', 'email'],
  additionalProperties: false,
  properties: { username: { type: 'string', maxLength: 64 }, email: { type: 'string', maxLength: 255 } },
} as const;

export function registerPasswordRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.post<{ Body: ChangePasswordRequest }>(
    PATHS.changePassword,
    { schema: { body: changeSchema } },
    async (request) => {
      await changePassword(ctx, guard.require(request), request.body);
      return ok({});
    },
  );

  api.post<{ Body: SetPasswordRequest }>(PATHS.setPasswordBySms, { schema: { body: setSchema } }, async (request) => {
    await setPasswordBySms(ctx, request.merchant, request.body);
    return ok({});
  });

  // Form-encoded, as the spec says (app.ts parses application/x-www-form-urlencoded).
  api.post<{ Body: ForgotPasswordEmailRequest }>(
    PATHS.forgotPasswordEmail,
    { schema: { body: forgotSchema } },
    async (request) => {
      forgotPasswordByEmail(ctx, request.merchant, request.body);
      return ok({});
    },
  );
}
