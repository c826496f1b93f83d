import type { FastifyInstance } from 'fastify';
import type { SmsOutboxEntry } from '@platform/shared/contract';
import { SYSTEM_TEST_ENDPOINTS as SYSTEM_TEST } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { seedDatabase } from '../../db/seed';
import { malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { findMerchant } from '../../http/request-context';
import { captchaAnswer } from '../captcha/captcha';
import { normalizeMobile } from '../sms/mobile';
import { expireSmsCodes } from '../sms/sms-codes';
import { loadStartup, loadWhitelabel, patchStartup, patchWhitelabel } from './startup';

/** The merchant a test-mode body names, or 400 `request.malformed` naming `merchantCode`. */
export function knownMerchant(ctx: AppContext, code: string): string {
  const merchant = findMerchant(ctx.db, code.toUpperCase());
  if (!merchant) throw malformed(`Unknown merchant ${JSON.stringify(code)}.`, 'merchantCode');
  return merchant.code;
}

/** Endpoints that let end-to-end tests arrange the platform. Registered only in test mode. */
export function registerTestRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, SYSTEM_TEST.reset, async () => {
    seedDatabase(ctx.db, ctx.now());
    return ok({});
  });

  route(api, SYSTEM_TEST.whitelabel, async (request) => {
    const code = knownMerchant(ctx, request.body.merchantCode);
    patchWhitelabel(ctx.db, code, request.body.flags);
    return ok(loadWhitelabel(ctx.db, code));
  });

  route(api, SYSTEM_TEST.startup, async (request) => {
    const code = knownMerchant(ctx, request.body.merchantCode);
    patchStartup(ctx.db, code, request.body.patch);
    return ok(loadStartup(ctx.db, code, request.ip));
  });

  route(api, SYSTEM_TEST.smsOutbox, async () => {
    const list = ctx.db
      .prepare<[], SmsOutboxEntry>(
        'SELECT mobile_num AS mobileNum, code, sent_at AS sentAt FROM sms_outbox ORDER BY id',
      )
      .all();
    return ok(list);
  });

  route(api, SYSTEM_TEST.smsExpire, async (request) => {
    expireSmsCodes(ctx, normalizeMobile(request.body.mobileNum));
    return ok({});
  });

  route(api, SYSTEM_TEST.mailOutbox, async () =>
    ok(
      ctx.db
        .prepare('SELECT username, email, sent_at AS sentAt FROM mail_outbox ORDER BY id')
        .all()
        .map((row) => {
          const mail = row as { username: string; email: string; sentAt: number };
          return { ...mail, sentAt: new Date(mail.sentAt).toISOString() };
        }),
    ),
  );

  route(api, SYSTEM_TEST.captcha, async (request) => {
    const code = captchaAnswer(ctx, request.params.id);
    if (!code) throw malformed('No live captcha has this id.', 'id');
    return ok({ code });
  });
}
