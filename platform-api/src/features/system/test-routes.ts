import type { FastifyInstance } from 'fastify';
import { PATHS, WHITELABEL_FLAGS, type StartupPatch, type Whitelabel } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { seedDatabase } from '../../db/seed';
import { malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { findMerchant } from '../../http/request-context';
import { captchaAnswer } from '../captcha/captcha';
import { normalizeMobile } from '../sms/mobile';
import { expireSmsCodes } from '../sms/sms-codes';
import { loadStartup, loadWhitelabel, patchStartup, patchWhitelabel } from './startup';

const merchantCode = { type: 'string', pattern: '^[A-Za-z0-9]{1,16}$' } as const;

const whitelabelBodySchema = {
  type: 'object',
  required: ['merchantCode', 'flags'],
  additionalProperties: false,
  properties: {
    merchantCode,
    flags: { type: 'object', propertyNames: { enum: WHITELABEL_FLAGS }, additionalProperties: { type: 'boolean' } },
  },
} as const;

const startupBodySchema = {
  type: 'object',
  required: ['merchantCode', 'patch'],
  additionalProperties: false,
  properties: {
    merchantCode,
    patch: {
      type: 'object',
      additionalProperties: false,
      properties: {
        maintenance: { type: 'boolean' },
        regionRestriction: { type: 'boolean' },
        location: {
          type: 'object',
          required: ['ip', 'country'],
          additionalProperties: false,
          properties: {
            ip: { type: 'string', minLength: 1, maxLength: 64 },
            country: { type: 'string', pattern: '^[A-Z]{2}$' },
          },
        },
      },
    },
  },
} as const;

interface SmsOutboxEntry {
  mobileNum: string;
  code: string;
  sentAt: string;
}

function knownMerchant(ctx: AppContext, code: string): string {
  const merchant = findMerchant(ctx.db, code.toUpperCase());
  if (!merchant) throw malformed(`Unknown merchant ${JSON.stringify(code)}.`, 'merchantCode');
  return merchant.code;
}

/** Endpoints that let end-to-end tests arrange the platform. Registered only in test mode. */
export function registerTestRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post(PATHS.test.reset, async () => {
    seedDatabase(ctx.db, ctx.now());
    return ok({});
  });

  api.put<{ Body: { merchantCode: string; flags: Whitelabel } }>(
    PATHS.test.whitelabel,
    { schema: { body: whitelabelBodySchema } },
    async (request) => {
      const code = knownMerchant(ctx, request.body.merchantCode);
      patchWhitelabel(ctx.db, code, request.body.flags);
      return ok(loadWhitelabel(ctx.db, code));
    },
  );

  api.put<{ Body: { merchantCode: string; patch: StartupPatch } }>(
    PATHS.test.startup,
    { schema: { body: startupBodySchema } },
    async (request) => {
      const code = knownMerchant(ctx, request.body.merchantCode);
      patchStartup(ctx.db, code, request.body.patch);
      return ok(loadStartup(ctx.db, code, request.ip));
    },
  );

  api.get(PATHS.test.smsOutbox, async () => {
    const list = ctx.db
      .prepare<[], SmsOutboxEntry>(
        'SELECT mobile_num AS mobileNum, code, sent_at AS sentAt FROM sms_outbox ORDER BY id',
      )
      .all();
    return ok(list);
  });

  api.put<{ Body: { mobileNum: string } }>(
    PATHS.test.smsExpire,
    {
      schema: {
        body: {
          type: 'object',
          required: ['mobileNum'],
          additionalProperties: false,
          properties: { mobileNum: { type: 'string', minLength: 1, maxLength: 20 } },
        },
      },
    },
    async (request) => {
      expireSmsCodes(ctx, normalizeMobile(request.body.mobileNum));
      return ok({});
    },
  );

  api.get(PATHS.test.mailOutbox, async () =>
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

  api.get<{ Params: { id: string } }>(PATHS.test.captcha(':id'), async (request) => {
    const code = captchaAnswer(ctx, request.params.id);
    if (!code) throw malformed('No live captcha has this id.', 'id');
    return ok({ code });
  });
}
