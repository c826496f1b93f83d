import type { FastifyInstance } from 'fastify';
import type { PublicKeyValue } from '@platform/shared/contract';
import { SYSTEM_ENDPOINTS as SYSTEM } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { route } from '../../http/route';

export function registerSecurityRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, SYSTEM.publicKey, async (_request, reply) => {
    // The key changes on every restart; a cached copy would only produce encryption.invalid.
    reply.header('Cache-Control', 'no-store');
    const { keyId, spki } = await ctx.keys;
    const value: PublicKeyValue = { keyId, spki };
    return ok(value);
  });
}
