import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of a body. */
export const etagOf = (body: string) =>
  `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 27)}"`;

/**
 * Sends a body that any cache may keep for `maxAgeSeconds`, with an ETag; a request that already
 * holds this version (If-None-Match) gets 304 and no body.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType: string,
  maxAgeSeconds: number,
): FastifyReply {
  const etag = etagOf(body);
  void reply
    .header('Cache-Control', `public, max-age=${maxAgeSeconds}`)
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff');
  const held = request.headers['if-none-match'];
  if (held !== undefined && held.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  return reply.header('Content-Type', contentType).send(body);
}
