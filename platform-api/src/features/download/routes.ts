import type { FastifyInstance } from 'fastify';
import { MEMBER_PATHS } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { findMerchant } from '../../http/request-context';
import { webClipProfile } from './mobileconfig';

/** The iOS profile download named by the start-up settings' MOBILECONFIG resource. */
export function registerDownloadRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { merchant: string } }>(MEMBER_PATHS.mobileconfig(':merchant'), async (request, reply) => {
    const merchant = findMerchant(ctx.db, request.params.merchant.toUpperCase());
    if (!merchant) throw new ApiFailure(404, 'request.url_empty', 'No merchant has this profile.');
    reply
      .header('Content-Type', 'application/x-apple-aspen-config')
      .header('Content-Disposition', `attachment; filename="${merchant.code}.mobileconfig"`);
    return webClipProfile(merchant, `${request.protocol}://${request.host}`);
  });
}
