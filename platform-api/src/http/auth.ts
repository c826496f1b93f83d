import type { FastifyRequest } from 'fastify';
import { HEADERS } from '@platform/shared/contract';
import type { AppContext } from '../context';
import { findLiveSession, type SessionMember } from '../features/auth/sessions';
import { notLoggedIn, sessionExpired } from './errors';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/;

/** The token of `Authorization: Bearer <token>`, or null when the header is absent or not a bearer token. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers[HEADERS.authorization.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  return value ? (BEARER.exec(value.trim())?.[1] ?? null) : null;
}

export interface SessionGuard {
  /**
   * The session's member. No token answers 401 `auth.not_logged_in` (a guest, who was never logged in);
   * an expired, revoked or unknown one answers 401 `session.expired`.
   */
  require(request: FastifyRequest): SessionMember;
  /** The session's member when a live token comes with the request, else null (public routes). */
  optional(request: FastifyRequest): SessionMember | null;
}

export function createSessionGuard(ctx: AppContext): SessionGuard {
  const optional = (request: FastifyRequest): SessionMember | null => {
    const token = bearerToken(request);
    if (!token) return null;
    const member = findLiveSession(ctx.db, token, ctx.now());
    // A token is good only for the merchant that issued it.
    return member && member.merchantCode === request.merchant.code ? member : null;
  };
  return {
    optional,
    require(request) {
      if (!bearerToken(request)) throw notLoggedIn();
      const member = optional(request);
      if (!member) throw sessionExpired();
      return member;
    },
  };
}
