import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of a body. */
export const etagOf = (body: string | Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Below this a gzip body saves too little to be worth it. */
const GZIP_FROM_BYTES = 512;

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/**
 * Sends a body that any cache may keep for `maxAgeSeconds`, with an ETag; a request that already
 * holds this version (If-None-Match) gets 304 and no body. A client that takes gzip gets the body
 * gzipped (generated art is text: about a third of its size), under an ETag of its own. A body
 * that is already compressed (a picture's bytes) is sent as it is.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  contentType: string,
  maxAgeSeconds: number,
): FastifyReply {
  const gzip = typeof body === 'string' && acceptsGzip(request) && Buffer.byteLength(body, 'utf8') >= GZIP_FROM_BYTES;
  const plainTag = etagOf(body);
  const etag = gzip ? `${plainTag.slice(0, -1)}-gz"` : plainTag;
  void reply
    .header('Cache-Control', `public, max-age=${maxAgeSeconds}`)
    .header('ETag', etag)
    .header('Vary', 'Accept-Encoding')
    .header('X-Content-Type-Options', 'nosniff');
  const held = request.headers['if-none-match'];
  if (held !== undefined && held.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  if (!gzip) return reply.header('Content-Type', contentType).send(body);
  return reply.header('Content-Type', contentType).header('Content-Encoding', 'gzip').send(gzipSync(body));
}
