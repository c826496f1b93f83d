import type { FastifyInstance } from 'fastify';
import { AUTH_ENDPOINTS as AUTH } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { issueCaptcha } from './captcha';

export function registerCaptchaRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, AUTH.captcha, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(issueCaptcha(ctx, request.merchant.code));
  });
}
