// Runtime schemas of the demo game page's calls (see ../play): its state, rounds and provably fair
// seeds. platform-api validates with them; the contract derives its types from them by type-only imports.
import { Type } from '@sinclair/typebox';
import { BACCARAT_BETS, FISH_KEYS, SABONG_BETS, SPORTS_BETS } from '../fair-games';
import { PLAY_KINDS } from '../play';
import { WalletSummarySchema } from './auth';
import { closedObject, MoneyAmount, oneOf } from './common';

export const PlayRoundBodySchema = closedObject({
  /** Pesos with at most two decimals, at least the game's minimum bet. */
  stake: MoneyAmount(100_000),
  /** Rounds of the two-sided table kind (see PLAY_KINDS): the side bet on. */
  side: Type.Optional(oneOf(['A', 'B'])),
  /**
   * What the bet is on (see ./fair-games): the fish aimed at, the baccarat hand (player, banker,
   * tie), the sabong result (meron, wala, draw), the 1X2 result (1, X, 2). Slots take none.
   */
  pick: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,12}$' })),
  /** Lottery: the three different numbers of 1..20 picked. */
  numbers: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 20 }), { minItems: 1, maxItems: 3 })),
});

/** A client seed the player chooses: 1 to 32 letters, digits, `_` or `-`. */
export const CLIENT_SEED_PATTERN = '^[A-Za-z0-9_-]{1,32}$';

export const ClientSeedBodySchema = closedObject({ clientSeed: Type.String({ pattern: CLIENT_SEED_PATTERN }) });

export const BetFairnessQuerySchema = closedObject({ roundId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) });

// Answers.

export const RoundShowSchema = Type.Union([
  Type.Object({ reels: Type.Array(Type.String()) }),
  Type.Object({ winner: oneOf(['A', 'B']), cards: Type.Tuple([Type.String(), Type.String()]) }),
  Type.Object({ game: Type.Literal('fishing'), fish: oneOf(FISH_KEYS), caught: Type.Boolean() }),
  Type.Object({
    game: Type.Literal('baccarat'),
    player: Type.Array(Type.String()),
    banker: Type.Array(Type.String()),
    playerPoints: Type.Integer(),
    bankerPoints: Type.Integer(),
    result: oneOf(BACCARAT_BETS),
  }),
  Type.Object({ game: Type.Literal('sabong'), result: oneOf(SABONG_BETS) }),
  Type.Object({
    game: Type.Literal('sports'),
    result: oneOf(SPORTS_BETS),
    score: Type.Tuple([Type.Integer(), Type.Integer()]),
  }),
  Type.Object({ game: Type.Literal('lottery'), drawn: Type.Array(Type.Integer()), hits: Type.Integer() }),
]);

export const PlayStateSchema = Type.Object({
  nodeId: Type.Number(),
  gameName: Type.String(),
  kind: oneOf(PLAY_KINDS),
  wallet: WalletSummarySchema,
  minBet: Type.Number(),
  /** Stakes offered, ascending; each is at least minBet. */
  stakes: Type.Array(Type.Number()),
});

/** The seed pair and nonce of one round. */
export const RoundSeedsSchema = Type.Object({
  /** SHA-256 (hex) of the server seed, committed before the round. */
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Number(),
});

export const PlayRoundValueSchema = Type.Object({
  /** The bet's round id, as the betting record shows it. */
  roundId: Type.String(),
  stake: Type.Number(),
  payout: Type.Number(),
  win: Type.Boolean(),
  /** Slot: three reel symbols. Table: the winning side and the two cards. */
  outcome: RoundShowSchema,
  wallet: WalletSummarySchema,
  /** The seeds the round was drawn from; the server seed itself is revealed by a rotation. */
  fairness: RoundSeedsSchema,
});

/** The seed pair the next rounds use: the server seed only by its hash. */
export const FairCommitmentSchema = Type.Object({
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  /** The nonce of the next round: rounds played under this pair so far. */
  nextNonce: Type.Number(),
});

/** A server seed that was in use, now revealed, with the client seed and how many rounds it drew. */
export const RevealedSeedSchema = Type.Object({
  /** 32 bytes, hex. */
  serverSeed: Type.String(),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  rounds: Type.Number(),
});

/** After a rotation: the revealed seed and the new commitment. */
export const FairRotationSchema = Type.Object({
  revealed: RevealedSeedSchema,
  commitment: FairCommitmentSchema,
});

/** What a bet record's Verify view needs to recompute a round. */
export const BetFairnessSchema = Type.Composite([
  RoundSeedsSchema,
  Type.Object({
    roundId: Type.String(),
    kind: oneOf(PLAY_KINDS),
    /** Two-sided table rounds: the side bet on. */
    side: Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Null()]),
    /** Other kinds but the slot: what the bet was on, as PlayRoundBody's pick (lottery: "3-7-15"). */
    pick: Type.Optional(Type.String()),
    stake: Type.Number(),
    payout: Type.Number(),
    outcome: RoundShowSchema,
    /** Hex; null until the member rotates the seed pair (or sets a new client seed). */
    serverSeed: Type.Union([Type.String(), Type.Null()]),
  }),
]);
