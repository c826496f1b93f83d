import type { FastifyInstance } from 'fastify';
import type { MailCodeEntry } from '@platform/shared/contract';
import { BINDING_ENDPOINTS as BINDING } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { bindEmail, bindMobile, sendEmailBindCode, sendMobileBindCode } from './binding';

/** Binding a mobile number or e-mail address to the signed-in member. */
export function registerBindingRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, BINDING.mobileCode, async (request) =>
    ok({ expiredMinutes: sendMobileBindCode(ctx, guard.require(request), request.body) }),
  );

  route(api, BINDING.mobile, async (request) => ok(await bindMobile(ctx, guard.require(request), request.body)));

  route(api, BINDING.emailCode, async (request) =>
    ok({ expiredMinutes: sendEmailBindCode(ctx, guard.require(request), request.body) }),
  );

  route(api, BINDING.email, async (request) => ok(await bindEmail(ctx, guard.require(request), request.body)));

  if (ctx.mode === 'test') {
    route(api, BINDING.testMailCodes, async () =>
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
