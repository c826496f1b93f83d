import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  lotteryPickText,
  PATHS,
  pickIsValid,
  PLAY_TICKET_HEADER,
  type PlayKind,
  type PlayRoundBody,
  type PlayRoundValue,
  type PlayState,
} from '@platform/shared/contract';
import { PLAY_ENDPOINTS as PLAY } from '@platform/shared/contract/endpoints';
import { sendCacheable } from '../../../art/cache';
import type { AppContext } from '../../../context';
import type { SessionGuard } from '../../../http/auth';
import { malformed } from '../../../http/errors';
import { ok } from '../../../http/reply';
import { route } from '../../../http/route';
import { toCents, toPesos, walletSummary } from '../../ledger/ledger';
import { findGame, gameName, type GameRow } from '../catalogue/games';
import { findTicket, requireTicket, type LaunchTicket } from '../launch/tickets';
import { betFairness, readCommitment, rotatePair } from './fair-seeds';
import { playKindOf } from './outcomes';
import { renderExpiredPage, renderGamePage, stakesFor } from './page';
import { playRound } from './rounds';

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
const SCRIPT = asset('play.js');
const STYLE = asset('play.css');
const ASSET_MAX_AGE_SECONDS = 3600;

/**
 * The page runs in a sandboxed iframe (allow-scripts allow-same-origin) on the host's origin: it may
 * load only its own files and call only its own origin, may be framed only by that origin, and sends
 * no referrer (its URL holds the ticket).
 */
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; '),
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

function ticketHeader(request: FastifyRequest): string | undefined {
  const raw = request.headers[PLAY_TICKET_HEADER.toLowerCase()];
  return Array.isArray(raw) ? raw[0] : raw;
}

function ticketGame(ctx: AppContext, ticket: LaunchTicket): GameRow {
  const game = findGame(ctx.db, ticket.nodeId);
  // Tickets name games of the catalogue; a re-seeded catalogue drops their tickets with the games.
  if (!game) throw malformed(`There is no game ${ticket.nodeId}.`, 'nodeId');
  return game;
}

function playState(ctx: AppContext, ticket: LaunchTicket, game: GameRow): PlayState {
  return {
    nodeId: game.nodeId,
    gameName: gameName(game, ticket.language),
    kind: playKindOf(game.gameType),
    wallet: walletSummary(ctx.db, ticket.memberId),
    minBet: toPesos(game.minBetCents),
    stakes: stakesFor(game.minBetCents),
  };
}

/**
 * The member a fairness call is for: the game page sends its ticket, the member's site its bearer
 * token. A ticket that cannot play (ended session, a break) is refused as a round would be.
 */
function fairnessMember(ctx: AppContext, guard: SessionGuard, request: FastifyRequest): number {
  const ticket = ticketHeader(request);
  return ticket === undefined ? guard.require(request).id : requireTicket(ctx.db, ticket, ctx.now()).memberId;
}

/** The seed pair's calls: read the commitment, choose a client seed, rotate, and a past round's seeds. */
function registerFairnessRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, PLAY.fairness, async (request, reply) => {
    const memberId = fairnessMember(ctx, guard, request);
    void reply.header('Cache-Control', 'no-store');
    return ok(readCommitment(ctx.db, memberId, ctx.now()));
  });

  route(api, PLAY.clientSeed, async (request) =>
    ok(rotatePair(ctx.db, fairnessMember(ctx, guard, request), ctx.now(), request.body.clientSeed)),
  );

  route(api, PLAY.rotate, async (request) => ok(rotatePair(ctx.db, fairnessMember(ctx, guard, request), ctx.now())));

  route(api, PLAY.betFairness, async (request, reply) => {
    const memberId = guard.require(request).id;
    void reply.header('Cache-Control', 'no-store');
    return ok(betFairness(ctx.db, memberId, request.query.roundId));
  });
}

/**
 * What a round's bet is on, checked against the game's kind: lottery numbers become their pick text
 * ("3-7-15"); a slot takes no pick; every other kind names one of its own (see fair-games).
 */
function pickOf(kind: PlayKind, body: PlayRoundBody): string | null {
  if (kind === 'lottery') {
    const pick = body.numbers === undefined ? null : lotteryPickText(body.numbers);
    if (pick === null || !pickIsValid(kind, pick))
      throw malformed('Pick three different numbers of 1 to 20.', 'numbers');
    return pick;
  }
  const pick = body.pick ?? null;
  if (body.numbers !== undefined || !pickIsValid(kind, pick)) throw malformed(`This game takes no such bet.`, 'pick');
  return pick;
}

/** The demo game page any launch opens, the calls it makes with its ticket, and the seed pair's calls. */
export function registerPlayRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  registerFairnessRoutes(api, ctx, guard);
  api.get<{ Params: { nodeId: string }; Querystring: { ticket?: string } }>(
    PATHS.play.page(':nodeId'),
    async (request, reply: FastifyReply) => {
      const ticket = findTicket(ctx.db, request.query.ticket, ctx.now());
      const game = ticket && String(ticket.nodeId) === request.params.nodeId ? findGame(ctx.db, ticket.nodeId) : null;
      if (!ticket || !game) return reply.code(401).headers(PAGE_HEADERS).send(renderExpiredPage());
      const state = playState(ctx, ticket, game);
      const page = renderGamePage({
        ...state,
        vendorName: game.vendorName,
        language: ticket.language,
        fairness: readCommitment(ctx.db, ticket.memberId, ctx.now()),
      });
      return reply.headers(PAGE_HEADERS).send(page);
    },
  );

  api.get(PATHS.play.script, async (request, reply) =>
    sendCacheable(request, reply, SCRIPT, 'text/javascript; charset=utf-8', ASSET_MAX_AGE_SECONDS),
  );
  api.get(PATHS.play.style, async (request, reply) =>
    sendCacheable(request, reply, STYLE, 'text/css; charset=utf-8', ASSET_MAX_AGE_SECONDS),
  );

  route(api, PLAY.state, async (request, reply) => {
    const ticket = requireTicket(ctx.db, ticketHeader(request), ctx.now());
    void reply.header('Cache-Control', 'no-store');
    return ok(playState(ctx, ticket, ticketGame(ctx, ticket)));
  });

  route(api, PLAY.round, async (request, reply) => {
    const ticket = requireTicket(ctx.db, ticketHeader(request), ctx.now());
    const game = ticketGame(ctx, ticket);
    const stakeCents = toCents(request.body.stake);
    if (stakeCents === null) throw malformed('stake has at most two decimals.', 'stake');
    if (stakeCents < game.minBetCents) throw malformed(`The minimum bet is ${toPesos(game.minBetCents)}.`, 'stake');
    const pick = pickOf(playKindOf(game.gameType), request.body);
    const round = playRound(ctx.db, {
      memberId: ticket.memberId,
      nodeId: game.nodeId,
      vendor: game.vassalage,
      gameType: game.gameType,
      stakeCents,
      pick,
      now: ctx.now(),
    });
    const value: PlayRoundValue = {
      roundId: round.roundId,
      stake: toPesos(round.stakeCents),
      payout: toPesos(round.payoutCents),
      win: round.payoutCents > round.stakeCents,
      outcome: round.outcome,
      wallet: walletSummary(ctx.db, ticket.memberId),
      fairness: round.seeds,
    };
    void reply.header('Cache-Control', 'no-store');
    return ok(value);
  });
}
