import type { FastifyInstance } from 'fastify';
import { PATHS } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { issueCaptcha } from './captcha';

export function registerCaptchaRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(PATHS.captcha, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(issueCaptcha(ctx, request.merchant.code));
  });
}
