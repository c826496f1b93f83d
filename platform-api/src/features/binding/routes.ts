import type { FastifyInstance } from 'fastify';
import {
  BINDING_PATHS,
  BINDING_TEST_PATHS,
  type BindEmailBody,
  type BindMobileBody,
  type EmailCodeBody,
  type MailCodeEntry,
  type MobileCodeBody,
} from '@platform/shared/contract';
import {
  BindEmailBodySchema,
  BindMobileBodySchema,
  EmailCodeBodySchema,
  MobileCodeBodySchema,
} from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { bindEmail, bindMobile, sendEmailBindCode, sendMobileBindCode } from './binding';

/** Binding a mobile number or e-mail address to the signed-in member. */
export function registerBindingRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.post<{ Body: MobileCodeBody }>(
    BINDING_PATHS.mobileCode,
    { schema: { body: MobileCodeBodySchema } },
    async (request) => ok({ expiredMinutes: sendMobileBindCode(ctx, guard.require(request), request.body) }),
  );

  api.put<{ Body: BindMobileBody }>(BINDING_PATHS.mobile, { schema: { body: BindMobileBodySchema } }, async (request) =>
    ok(await bindMobile(ctx, guard.require(request), request.body)),
  );

  api.post<{ Body: EmailCodeBody }>(
    BINDING_PATHS.emailCode,
    { schema: { body: EmailCodeBodySchema } },
    async (request) => ok({ expiredMinutes: sendEmailBindCode(ctx, guard.require(request), request.body) }),
  );

  api.put<{ Body: BindEmailBody }>(BINDING_PATHS.email, { schema: { body: BindEmailBodySchema } }, async (request) =>
    ok(await bindEmail(ctx, guard.require(request), request.body)),
  );

  if (ctx.mode === 'test') {
    api.get(BINDING_TEST_PATHS.mailCodes, async () =>
      ok(
        ctx.db
          .prepare<[], { email: string; code: string; sentAt: number }>(
            'SELECT email, code, sent_at_ms AS sentAt FROM mail_codes ORDER BY id',
          )
          .all()
          .map((row): MailCodeEntry => ({ ...row, sentAt: new Date(row.sentAt).toISOString() })),
      ),
    );
  }
}
