import type { FastifyReply } from 'fastify';

/**
 * Marks an answer that carries a session token (or a trial's key) as one no browser or proxy may
 * keep: a token read back from a cache signs in whoever finds it. Set before the work, so failures
 * of these calls are not kept either.
 */
export function noStore(reply: FastifyReply): void {
  void reply.header('Cache-Control', 'no-store');
}
