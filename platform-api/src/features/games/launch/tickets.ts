import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/connection';
import { ApiFailure } from '../../../http/errors';
import type { ContentLanguage } from '../../../http/request-context';
import { hashToken } from '../../auth/sessions';

/** A ticket lasts this long without play; each round renews it, up to TICKET_MAX_MS after launch. */
export const TICKET_TTL_SECONDS = 15 * 60;
export const TICKET_MAX_MS = 4 * 3_600_000;

export interface LaunchTicket {
  memberId: number;
  merchantCode: string;
  nodeId: number;
  language: ContentLanguage;
  roomId: string | null;
}

export interface NewTicket extends LaunchTicket {
  now: number;
}

/**
 * Issues a ticket for one member and one game: 32 random bytes, base64url. It stands apart from the
 * member's session, so the game page never holds the bearer token.
 */
export function issueTicket(db: Db, ticket: NewTicket): { token: string; expiresIn: number } {
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    `INSERT INTO launch_tickets (token_hash, member_id, merchant_code, node_id, language, room_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    ticket.memberId,
    ticket.merchantCode,
    ticket.nodeId,
    ticket.language,
    ticket.roomId,
    ticket.now,
    ticket.now + TICKET_TTL_SECONDS * 1000,
  );
  // Expired tickets are of no use to anyone; clear them as new ones come.
  db.prepare('DELETE FROM launch_tickets WHERE expires_at <= ?').run(ticket.now);
  return { token, expiresIn: TICKET_TTL_SECONDS };
}

const TICKET = /^[A-Za-z0-9_-]{43}$/;

/** The live ticket of a token, for an enabled member, or null. */
export function findTicket(db: Db, token: string | undefined, now: number): LaunchTicket | null {
  if (!token || !TICKET.test(token)) return null;
  const row = db
    .prepare<[string, number], LaunchTicket>(
      `SELECT t.member_id AS memberId, t.merchant_code AS merchantCode, t.node_id AS nodeId, t.language,
              t.room_id AS roomId
         FROM launch_tickets t JOIN members m ON m.id = t.member_id
        WHERE t.token_hash = ? AND t.expires_at > ? AND m.disabled = 0`,
    )
    .get(hashToken(token), now);
  return row ?? null;
}

/** Like findTicket, but a missing or dead ticket answers 401 `launch.ticket_invalid`; a live one is renewed. */
export function requireTicket(db: Db, token: string | undefined, now: number): LaunchTicket {
  const ticket = findTicket(db, token, now);
  if (!ticket || !token) throw new ApiFailure(401, 'launch.ticket_invalid');
  db.prepare('UPDATE launch_tickets SET expires_at = MIN(created_at + ?, ?) WHERE token_hash = ?').run(
    TICKET_MAX_MS,
    now + TICKET_TTL_SECONDS * 1000,
    hashToken(token),
  );
  return ticket;
}
