// The demo game page platform-api serves for any game, and its calls: state, rounds and provably fair
// seeds (see ./fairness). Schemas are in ./schemas/play.
import type { Static } from '@sinclair/typebox';
import type { WalletSummary } from './auth';
import type {
  BetFairnessQuerySchema,
  BetFairnessSchema,
  ClientSeedBodySchema,
  FairCommitmentSchema,
  FairRotationSchema,
  PlayRoundBodySchema,
  PlayRoundValueSchema,
  PlayStateSchema,
  RevealedSeedSchema,
  RoundSeedsSchema,
} from './schemas/play';

/**
 * The demo game page platform-api serves for any game. The page is what a LaunchValue's `url` opens;
 * it is plain HTML that loads `script` and `style`, and calls `state` and `round` with its ticket.
 */
export const PLAY_PATHS = {
  page: (nodeId: number | string) => `/play/${nodeId}`,
  script: '/play/assets/play.js',
  style: '/play/assets/play.css',
  /** GET → PlayState (header PLAY_TICKET_HEADER). */
  state: '/play/state',
  /** POST PlayRoundBody → PlayRoundValue (header PLAY_TICKET_HEADER). */
  round: '/play/round',
  /**
   * Provably fair rounds (see `./fairness`). The first three take the game page's ticket
   * (PLAY_TICKET_HEADER) or the member's bearer token. GET → FairCommitment: the hash of the secret
   * server seed the next rounds use, the client seed and the next nonce.
   */
  fairness: '/play/fairness',
  /** PUT ClientSeedBody → FairRotation: a new client seed starts a new seed pair, so the old seed is revealed. */
  clientSeed: '/play/fairness/client-seed',
  /** POST → FairRotation: reveals the server seed in use and commits a new one (nonce back to 0). */
  rotate: '/play/fairness/rotate',
  /** GET BetFairnessQuery → BetFairness, or null for a round played without seeds (bearer token). */
  betFairness: '/play/fairness/bet',
} as const;

/** The game page sends its launch ticket (from its own URL, query `ticket`) in this header. */
export const PLAY_TICKET_HEADER = 'Launch-Ticket';

export type PlayRoundBody = Static<typeof PlayRoundBodySchema>;
export type ClientSeedBody = Static<typeof ClientSeedBodySchema>;
export type BetFairnessQuery = Static<typeof BetFairnessQuerySchema>;

/**
 * How a game plays, by its category (see ./fair-games). `table` is the two-sided round every table game
 * played before each category had its own; its rounds stay in the records and can still be checked.
 */
export const PLAY_KINDS = ['slot', 'table', 'fishing', 'baccarat', 'sabong', 'sports', 'lottery'] as const;
export type PlayKind = (typeof PLAY_KINDS)[number];

export type PlayState = Static<typeof PlayStateSchema>;

export type PlayRoundValue = Static<typeof PlayRoundValueSchema>;

/** The seed pair and nonce of one round. */
export type RoundSeeds = Static<typeof RoundSeedsSchema>;

/** The seed pair the next rounds use: the server seed only by its hash. */
export type FairCommitment = Static<typeof FairCommitmentSchema>;

/** A server seed that was in use, now revealed, with the client seed and how many rounds it drew. */
export type RevealedSeed = Static<typeof RevealedSeedSchema>;

/** After a rotation: the revealed seed and the new commitment. */
export type FairRotation = Static<typeof FairRotationSchema>;

/** What a bet record's Verify view needs to recompute a round. */
export type BetFairness = Static<typeof BetFairnessSchema>;

/** What the game page posts to its parent (target origin: its own origin) after each round. */
export const PLAY_BALANCE_MESSAGE = 'platform-game:balance';

export interface PlayBalanceMessage {
  type: typeof PLAY_BALANCE_MESSAGE;
  nodeId: number;
  wallet: WalletSummary;
}

export function isPlayBalanceMessage(data: unknown): data is PlayBalanceMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<PlayBalanceMessage>;
  return (
    message.type === PLAY_BALANCE_MESSAGE &&
    typeof message.nodeId === 'number' &&
    typeof message.wallet?.sumBalance === 'number' &&
    typeof message.wallet.currencySymbol === 'string'
  );
}
