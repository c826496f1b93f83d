import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_MERCHANT, HEADERS } from '@platform/shared/contract';
import type { Db } from '../db/connection';
import { malformed } from './errors';

export type ContentLanguage = 'TY' | 'EN';

export interface Merchant {
  code: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Chosen by the Merchant header; M001 when it is absent. */
    merchant: Merchant;
    /** Chosen by the Language header; TY unless it says EN. */
    language: ContentLanguage;
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value?.trim() || undefined;
}

export function findMerchant(db: Db, code: string): Merchant | undefined {
  return db.prepare<[string], Merchant>('SELECT code, name FROM merchants WHERE code = ?').get(code);
}

/** Resolves the merchant and content language of every request before it reaches a route. */
export function installRequestContext(app: FastifyInstance, db: Db): void {
  // Declared up front (as null: Fastify refuses object defaults) so every request has the same shape;
  // the hook below sets it before any route runs.
  app.decorateRequest('merchant', null as unknown as Merchant);
  app.decorateRequest('language', 'TY');
  app.addHook('onRequest', async (request) => {
    const code = (headerValue(request, HEADERS.merchant) ?? DEFAULT_MERCHANT).toUpperCase();
    const merchant = findMerchant(db, code);
    if (!merchant) throw malformed(`Unknown merchant ${JSON.stringify(code)}.`, HEADERS.merchant);
    request.merchant = merchant;
    request.language = headerValue(request, HEADERS.language)?.toUpperCase() === 'EN' ? 'EN' : 'TY';
  });
}

/** Picks the column suffix for bilingual content. */
export const languageSuffix = (language: ContentLanguage) => (language === 'EN' ? 'en' : 'ty');
