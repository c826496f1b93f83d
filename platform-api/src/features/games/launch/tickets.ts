import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/connection';
import { ApiFailure } from '../../../http/errors';
import type { ContentLanguage } from '../../../http/request-context';
import { hashToken, isFamilyLive } from '../../auth/sessions';
import { playBreakRefusal } from '../../responsible/responsible';

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
  /** The family of the session that launched the game (see sessions.ts): the ticket dies with it. */
  sessionFamily: string;
  now: number;
}

/**
 * Issues a ticket for one member and one game: 32 random bytes, base64url. It stands apart from the
 * member's session, so the game page never holds the bearer token, but lives only while that session
 * does (renewals included).
 */
export function issueTicket(db: Db, ticket: NewTicket): { token: string; expiresIn: number } {
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    `INSERT INTO launch_tickets (token_hash, member_id, merchant_code, node_id, language, room_id, created_at, expires_at,
       session_family) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    ticket.memberId,
    ticket.merchantCode,
    ticket.nodeId,
    ticket.language,
    ticket.roomId,
    ticket.now,
    ticket.now + TICKET_TTL_SECONDS * 1000,
    ticket.sessionFamily,
  );
  // Expired tickets are of no use to anyone; clear them as new ones come.
  db.prepare('DELETE FROM launch_tickets WHERE expires_at <= ?').run(ticket.now);
  return { token, expiresIn: TICKET_TTL_SECONDS };
}

const TICKET = /^[A-Za-z0-9_-]{43}$/;

/** A ticket's row while it has not expired, for an enabled member; its session is checked apart. */
function ticketRow(db: Db, token: string | undefined, now: number): (LaunchTicket & { family: string | null }) | null {
  if (!token || !TICKET.test(token)) return null;
  const row = db
    .prepare<[string, number], LaunchTicket & { family: string | null }>(
      `SELECT t.member_id AS memberId, t.merchant_code AS merchantCode, t.node_id AS nodeId, t.language,
              t.room_id AS roomId, t.session_family AS family
         FROM launch_tickets t JOIN members m ON m.id = t.member_id
        WHERE t.token_hash = ? AND t.expires_at > ? AND m.disabled = 0`,
    )
    .get(hashToken(token), now);
  return row ?? null;
}

/**
 * Why a ticket cannot play now, or null when it can. A member on a break is told so first (403
 * `play.excluded` / `play.timeout`, with until when): the break also signed every session out. Then
 * a session that ended (sign-out, a password change elsewhere, expiry) answers 401 `launch.session_ended`.
 */
function refusal(db: Db, ticket: LaunchTicket & { family: string | null }, now: number): ApiFailure | null {
  const onBreak = playBreakRefusal(db, ticket.memberId, now);
  if (onBreak) return onBreak;
  if (ticket.family === null || !isFamilyLive(db, ticket.family, now))
    return new ApiFailure(401, 'launch.session_ended');
  return null;
}

const withoutFamily = ({ family: _family, ...ticket }: LaunchTicket & { family: string | null }): LaunchTicket =>
  ticket;

/** The live ticket of a token, whose member is enabled, not on a break, and whose session lives; or null. */
export function findTicket(db: Db, token: string | undefined, now: number): LaunchTicket | null {
  const row = ticketRow(db, token, now);
  return row && !refusal(db, row, now) ? withoutFamily(row) : null;
}

/**
 * Like findTicket, but a missing or expired ticket answers 401 `launch.ticket_invalid`, and one whose
 * session ended or whose member is on a break answers why; a live one is renewed.
 */
export function requireTicket(db: Db, token: string | undefined, now: number): LaunchTicket {
  const row = ticketRow(db, token, now);
  if (!row || !token) throw new ApiFailure(401, 'launch.ticket_invalid');
  const refused = refusal(db, row, now);
  if (refused) throw refused;
  db.prepare('UPDATE launch_tickets SET expires_at = MIN(created_at + ?, ?) WHERE token_hash = ?').run(
    TICKET_MAX_MS,
    now + TICKET_TTL_SECONDS * 1000,
    hashToken(token),
  );
  return withoutFamily(row);
}
