// The agent area's calls: team figures, the downline, team betting, contracts, opening accounts,
// rebates, dividends and the red-envelope event, and their test-mode arrangements. Amounts are pesos
// on the wire (the ledger keeps centavos); dates are Manila calendar days (YYYY-MM-DD).
import type { Static } from '@sinclair/typebox';
import type {
  AgentPeriodQuerySchema,
  ContractAnswerBodySchema,
  OpenAccountBodySchema,
  RebateQuerySchema,
  TeamBetsQuerySchema,
  TeamKpiQuerySchema,
  TeamMembersQuerySchema,
  TestContractBodySchema,
} from './schemas/agent';

/** Paths of the agent calls; each needs the session of an agent (types outside NON_AGENT_HOME_TYPES). */
export const AGENT_PATHS = {
  /** GET TeamKpiQuery → TeamKpiValue; size 0 answers the footer only. */
  teamKpi: '/agent/team/kpi',
  /** GET TeamMembersQuery → TeamMembersValue: one level of the downline, or a search of all of it. */
  teamMembers: '/agent/team/members',
  /** GET AgentPeriodQuery → TeamPnlValue: the period by downline level. */
  teamPnl: '/agent/team/pnl',
  /** GET TeamBetsQuery → TeamBetsValue, newest first. */
  teamBets: '/agent/team/bets',
  /** GET → PendingContractsValue. */
  pendingContracts: '/agent/contracts/pending',
  /** GET → ContractDetail | null (the pending one first, else the latest); PUT ContractAnswerBody → ContractDetail. */
  contract: (kind: ContractKind) => `/agent/contracts/${kind}`,
  /** GET → OpenAccountLimits; POST OpenAccountBody → OpenedAccount. */
  openAccount: '/agent/accounts',
  /** GET RebateQuery → RebateValue. */
  rebates: '/agent/rebates',
  /** GET → DividendValue: the latest half-month periods under the accepted dividend contract. */
  dividends: '/agent/dividends',
  /** GET → RedRainValue. */
  redRain: '/agent/red-rain',
} as const;

/** Test-mode paths (404 outside test mode). */
export const AGENT_TEST_PATHS = {
  /** PUT TestContractBody → ContractDetail: a new pending contract for the member. */
  contract: '/test/agent/contract',
} as const;

export const CONTRACT_KINDS = ['salary', 'dividend', 'hourly'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The pending-request field of each contract kind, as the operator's API names them. */
export const PENDING_CONTRACT_FIELDS = {
  salary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
} as const satisfies Record<ContractKind, string>;

export const AGENT_PAGING = { firstPage: 1, pageSize: 20, maxPageSize: 100, maxPeriodDays: 62 } as const;

/** Downline levels the P&L report tells apart; deeper levels count in the last. */
export const TEAM_LEVELS = 5;

export type TeamKpiQuery = Static<typeof TeamKpiQuerySchema>;
export type TeamMembersQuery = Static<typeof TeamMembersQuerySchema>;
export type AgentPeriodQuery = Static<typeof AgentPeriodQuerySchema>;
export type TeamBetsQuery = Static<typeof TeamBetsQuerySchema>;
export type ContractAnswerBody = Static<typeof ContractAnswerBodySchema>;
export type OpenAccountBody = Static<typeof OpenAccountBodySchema>;
export type RebateQuery = Static<typeof RebateQuerySchema>;
export type TestContractBody = Static<typeof TestContractBodySchema>;

/** Today's counters of the agent home, and the period's totals. */
export interface TeamKpiFooter {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
  teamMemberCount: number;
  depositAmount: number;
  withdrawAmount: number;
  betAmount: number;
  /** The team's own win/loss (payouts minus stakes); the platform's is its opposite. */
  winLossAmount: number;
}

export interface TeamKpiDay {
  date: string;
  newMembers: number;
  depositAmount: number;
  withdrawAmount: number;
  betAmount: number;
  winLossAmount: number;
}

export interface TeamKpiValue {
  list: TeamKpiDay[];
  footer: TeamKpiFooter;
}

export interface TeamMember {
  id: number;
  account: string;
  type: number;
  isAgent: boolean;
  /** 1 for a direct downline member. */
  level: number;
  balance: number;
  regDate: string;
  lastLoginAt: string | null;
  status: 'active' | 'disabled';
  downlineCount: number;
}

export interface TeamMembersValue {
  list: TeamMember[];
  pageNum: number;
  totalPages: number;
  total: number;
  /** From the agent down to the listed level's parent: the breadcrumb. Empty for a search. */
  path: { id: number; account: string }[];
}

export interface TeamPnlRow {
  /** Downline level (1 = direct); TEAM_LEVELS counts every deeper one too. */
  level: number;
  memberCount: number;
  betMemberCount: number;
  depositAmount: number;
  withdrawAmount: number;
  betAmount: number;
  payoutAmount: number;
  winLossAmount: number;
  rebateAmount: number;
}

export interface TeamPnlValue {
  levels: TeamPnlRow[];
  total: Omit<TeamPnlRow, 'level'>;
}

export interface TeamBet {
  id: number;
  roundId: string;
  account: string;
  gameType: string;
  vendor: string;
  gameName: string;
  betAmount: number;
  payoutAmount: number;
  winLossAmount: number;
  placedAt: string;
}

export interface TeamBetsValue {
  list: TeamBet[];
  pageNum: number;
  totalPages: number;
  footer: { count: number; betAmount: number; winLossAmount: number };
}

/** One step of a contract: from `minimum` (pesos of team bets, or of team loss for a dividend) it pays `value`. */
export interface ContractTier {
  minimum: number;
  /** Pesos per day (salary) or per hour (hourly), or a percentage (dividend). */
  value: number;
}

export interface ContractDetail {
  id: number;
  kind: ContractKind;
  status: 'pending' | 'accepted' | 'declined';
  tiers: ContractTier[];
  createdAt: string;
  answeredAt: string | null;
}

/** Each field holds the pending contract of its kind, or null when there is none. */
export type PendingContractsValue = Record<(typeof PENDING_CONTRACT_FIELDS)[ContractKind], ContractDetail | null>;

export interface OpenAccountLimits {
  /** The agent's own rebate rate in percent: the highest a new account may get. */
  maxRebateRate: number;
}

export interface OpenedAccount {
  id: number;
  account: string;
  type: number;
}

export interface RebateRate {
  gameType: string;
  /** Percent. */
  rate: number;
}

export interface RebateEntry {
  date: string;
  account: string;
  amount: number;
}

export interface RebateValue {
  rates: RebateRate[];
  list: RebateEntry[];
  total: number;
}

export interface DividendPeriod {
  start: string;
  end: string;
  betAmount: number;
  /** What the team lost (stakes minus payouts); 0 or less earns nothing. */
  teamLossAmount: number;
  rate: number;
  amount: number;
  status: 'settled' | 'open';
}

export interface DividendValue {
  contract: ContractDetail | null;
  periods: DividendPeriod[];
}

export interface RedRainValue {
  /** The next sessions, ISO date-times. */
  sessions: { start: string; end: string }[];
  minDepositAmount: number;
  maxEnvelopeAmount: number;
  claims: { at: string; amount: number }[];
}
