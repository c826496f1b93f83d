// Runtime schemas of the agent requests. platform-api validates with them; the contract derives its
// request types from them by type-only imports, so the page never loads this module.
import { Type } from '@sinclair/typebox';
import { AGENT_PAGING, CONTRACT_KINDS, CONTRACT_MAX_TIERS, PENDING_CONTRACT_FIELDS } from '../agent';
import { GAME_TYPES } from '../lobby';
import { closedObject, MerchantCodeSchema, oneOf, RebateRate } from './common';

const query = { additionalProperties: false } as const;
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const PageNo = Type.Integer({ minimum: 1, maximum: 100_000 });
const PageSize = Type.Integer({ minimum: 1, maximum: AGENT_PAGING.maxPageSize });
const Period = { startDate: Day, endDate: Day };

export const AgentPeriodQuerySchema = Type.Object(Period, query);

export const TeamKpiQuerySchema = Type.Object(
  { ...Period, size: Type.Optional(Type.Integer({ minimum: 0, maximum: AGENT_PAGING.maxPeriodDays })) },
  query,
);

export const TeamMembersQuerySchema = Type.Object(
  {
    /** Whose direct downline to list; the agent's own by default. */
    parentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    /** Part of a user name: searches the whole downline instead. */
    account: Type.Optional(Type.String({ maxLength: 32 })),
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
  },
  query,
);

export const TeamBetsQuerySchema = Type.Object(
  {
    ...Period,
    gameType: Type.Optional(oneOf(GAME_TYPES)),
    account: Type.Optional(Type.String({ maxLength: 32 })),
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
  },
  query,
);

export const RebateQuerySchema = Type.Object({ ...Period, scope: oneOf(['agent', 'team']) }, query);

export const ContractAnswerBodySchema = closedObject({ decision: oneOf(['accept', 'decline']) });

export const OpenAccountBodySchema = closedObject({
  account: Type.String({ minLength: 1, maxLength: 32 }),
  password: Type.String({ minLength: 1, maxLength: 64 }),
  kind: oneOf(['member', 'agent']),
  /** Percent, at most two decimals, no higher than the agent's own. */
  rebateRate: RebateRate,
});

/** Pesos of team bets (or loss) from which a tier pays, and what it pays; two decimals at most. */
const TierInputSchema = closedObject({
  minimum: Type.Number({ minimum: 0, maximum: 100_000_000 }),
  value: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
});

export const ContractOfferBodySchema = closedObject({
  /** A member of the agent's direct downline. */
  memberId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  kind: oneOf(CONTRACT_KINDS),
  tiers: Type.Array(TierInputSchema, { minItems: 1, maxItems: CONTRACT_MAX_TIERS }),
});

export const TestContractBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  account: Type.String({ minLength: 1, maxLength: 64 }),
  kind: oneOf(CONTRACT_KINDS),
});

// Responses. Amounts are pesos; dates are Manila days or ISO date-times.

/** Today's counters of the agent home, and the period's totals. */
export const TeamKpiFooterSchema = Type.Object({
  teamLoginMemberCount: Type.Number(),
  teamBetMemberCount: Type.Number(),
  teamRegisterMemberCount: Type.Number(),
  teamOnlineCount: Type.Number(),
  teamMemberCount: Type.Number(),
  depositAmount: Type.Number(),
  withdrawAmount: Type.Number(),
  betAmount: Type.Number(),
  /** The team's own win/loss (payouts minus stakes); the platform's is its opposite. */
  winLossAmount: Type.Number(),
});

export const TeamKpiDaySchema = Type.Object({
  date: Type.String(),
  newMembers: Type.Number(),
  depositAmount: Type.Number(),
  withdrawAmount: Type.Number(),
  betAmount: Type.Number(),
  winLossAmount: Type.Number(),
});

export const TeamKpiValueSchema = Type.Object({
  list: Type.Array(TeamKpiDaySchema),
  footer: TeamKpiFooterSchema,
});

export const TeamMemberSchema = Type.Object({
  id: Type.Number(),
  account: Type.String(),
  type: Type.Number(),
  isAgent: Type.Boolean(),
  /** 1 for a direct downline member. */
  level: Type.Number(),
  balance: Type.Number(),
  regDate: Type.String(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  status: oneOf(['active', 'disabled']),
  downlineCount: Type.Number(),
});

export const TeamMembersValueSchema = Type.Object({
  list: Type.Array(TeamMemberSchema),
  pageNum: Type.Number(),
  totalPages: Type.Number(),
  total: Type.Number(),
  /** From the agent down to the listed level's parent: the breadcrumb. Empty for a search. */
  path: Type.Array(
    Type.Object({
      id: Type.Number(),
      account: Type.String(),
    }),
  ),
});

export const TeamPnlRowSchema = Type.Object({
  /** Downline level (1 = direct); TEAM_LEVELS counts every deeper one too. */
  level: Type.Number(),
  memberCount: Type.Number(),
  betMemberCount: Type.Number(),
  depositAmount: Type.Number(),
  withdrawAmount: Type.Number(),
  betAmount: Type.Number(),
  payoutAmount: Type.Number(),
  winLossAmount: Type.Number(),
  rebateAmount: Type.Number(),
});

export const TeamPnlValueSchema = Type.Object({
  levels: Type.Array(TeamPnlRowSchema),
  total: Type.Omit(TeamPnlRowSchema, ['level']),
});

export const TeamBetSchema = Type.Object({
  id: Type.Number(),
  roundId: Type.String(),
  account: Type.String(),
  gameType: Type.String(),
  vendor: Type.String(),
  gameName: Type.String(),
  betAmount: Type.Number(),
  payoutAmount: Type.Number(),
  winLossAmount: Type.Number(),
  placedAt: Type.String(),
});

export const TeamBetsValueSchema = Type.Object({
  list: Type.Array(TeamBetSchema),
  pageNum: Type.Number(),
  totalPages: Type.Number(),
  footer: Type.Object({
    count: Type.Number(),
    betAmount: Type.Number(),
    winLossAmount: Type.Number(),
  }),
});

/** One step of a contract: from `minimum` (pesos of team bets, or of team loss for a dividend) it pays `value`. */
export const ContractTierSchema = Type.Object({
  minimum: Type.Number(),
  /** Pesos per day (salary) or per hour (hourly), or a percentage (dividend). */
  value: Type.Number(),
});

export const ContractDetailSchema = Type.Object({
  id: Type.Number(),
  kind: oneOf(CONTRACT_KINDS),
  status: oneOf(['pending', 'accepted', 'declined']),
  tiers: Type.Array(ContractTierSchema),
  /** The upline that offered it; null when the house did. */
  offeredBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  answeredAt: Type.Union([Type.String(), Type.Null()]),
});

/** An agent's contracts: those waiting for an answer, those in force, and the rest, newest first. */
export const ContractsValueSchema = Type.Object({
  pending: Type.Array(ContractDetailSchema),
  /** The latest accepted contract of each kind. */
  current: Type.Array(ContractDetailSchema),
  /** Declined offers and accepted contracts a later one replaced. */
  history: Type.Array(ContractDetailSchema),
});

/** Each field holds the pending contract of its kind, or null when there is none. */
const PendingContractSchema = Type.Union([ContractDetailSchema, Type.Null()]);

export const PendingContractsValueSchema = Type.Object({
  [PENDING_CONTRACT_FIELDS.salary]: PendingContractSchema,
  [PENDING_CONTRACT_FIELDS.dividend]: PendingContractSchema,
  [PENDING_CONTRACT_FIELDS.hourly]: PendingContractSchema,
});

export const OpenAccountLimitsSchema = Type.Object({
  /** The agent's own rebate rate in percent: the highest a new account may get. */
  maxRebateRate: Type.Number(),
});

export const OpenedAccountSchema = Type.Object({
  id: Type.Number(),
  account: Type.String(),
  type: Type.Number(),
});

export const RebateRateSchema = Type.Object({
  gameType: Type.String(),
  /** Percent. */
  rate: Type.Number(),
});

export const RebateEntrySchema = Type.Object({
  date: Type.String(),
  account: Type.String(),
  amount: Type.Number(),
});

export const RebateValueSchema = Type.Object({
  rates: Type.Array(RebateRateSchema),
  list: Type.Array(RebateEntrySchema),
  total: Type.Number(),
});

export const DividendPeriodSchema = Type.Object({
  start: Type.String(),
  end: Type.String(),
  betAmount: Type.Number(),
  /** What the team lost (stakes minus payouts); 0 or less earns nothing. */
  teamLossAmount: Type.Number(),
  rate: Type.Number(),
  amount: Type.Number(),
  status: oneOf(['settled', 'open']),
});

export const DividendValueSchema = Type.Object({
  contract: Type.Union([ContractDetailSchema, Type.Null()]),
  periods: Type.Array(DividendPeriodSchema),
});

export const RedRainValueSchema = Type.Object({
  /** The next sessions, ISO date-times. */
  sessions: Type.Array(
    Type.Object({
      start: Type.String(),
      end: Type.String(),
    }),
  ),
  minDepositAmount: Type.Number(),
  maxEnvelopeAmount: Type.Number(),
  claims: Type.Array(
    Type.Object({
      at: Type.String(),
      amount: Type.Number(),
    }),
  ),
});
