import type { FastifyRequest } from 'fastify';
import { MODULE_HEADER, type GameModuleId } from '@platform/shared/contract';
import { malformed } from '../../http/errors';
import type { ContentLanguage } from '../../http/request-context';

/** An onRequest hook: the call must name its module, and the right one, in MODULE_HEADER. */
export function requireModule(expected: GameModuleId) {
  return async (request: FastifyRequest) => {
    const raw = request.headers[MODULE_HEADER.toLowerCase()];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value !== expected) {
      throw malformed(
        `This call belongs to module ${expected}; send it in the ${MODULE_HEADER} header.`,
        MODULE_HEADER,
      );
    }
  };
}

/** The `language` query parameter when the call brings one, else the Language header's. */
export const languageOf = (request: FastifyRequest, fromQuery: ContentLanguage | undefined): ContentLanguage =>
  fromQuery ?? request.language;

/** A merchant named in the query may only agree with the Merchant header, which chooses it. */
export function checkMerchant(request: FastifyRequest, field: string, code: string | undefined): void {
  if (code !== undefined && code.toUpperCase() !== request.merchant.code) {
    throw malformed(`${field} does not match the Merchant header.`, field);
  }
}
