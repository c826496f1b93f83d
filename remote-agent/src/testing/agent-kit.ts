// Test kit of the agent area: factories of what the agent calls answer, a route that records what the
// pages ask, and signing an agent in. Its texts are registered for every test of the area in ./setup.ts.
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { login } from '@platform/shared';
import {
  type ContractDetail,
  type ContractsValue,
  type DividendPeriod,
  type DividendValue,
  type RebateValue,
  type RedRainValue,
  type TeamBet,
  type TeamBetsValue,
  type TeamKpiFooter,
  type TeamKpiValue,
  type TeamPnlRow,
  type TeamPnlValue,
} from '@platform/shared/contract';
import { apiUrl, fail, http, loginValueFactory } from '@platform/shared/testing';

/** Signs agent01 of M001 in (type 1, an agent), as the agent pages expect. */
export const signInAgent = (userName = 'agent01') => login(loginValueFactory({ userName, customerType: 1 }), 'M001');

/** Signs a plain member (type 0) in, whom every agent page sends home. */
export const signInMember = () => login(loginValueFactory({ userName: 'member01', customerType: 0 }), 'M001');

/**
 * Fixes the date at an instant without faking timers, which the mock server and user events need.
 * Shared's setup puts real timers back after each test.
 */
export function fixDate(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** The team calls' refusal of a member outside the agent's team, as platform-api answers it. */
export const notInTeam = () =>
  fail(403, { errorCode: 'auth.no_permission', message: 'That member is not in your team.' });

/** What a page shows for that refusal (the common namespace's `error.no_permission`). */
export const NO_PERMISSION_TEXT =
  "This account can't use that right now. It may not be allowed, or the feature may be paused for a while.";

/** Queries inside the card that a heading titles. */
export const sectionOf = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).parentElement as HTMLElement);

/** The figures under `label` as term → value, in the order shown. */
export function figuresOf(label: string): Record<string, string> {
  const list = screen.getByLabelText(label);
  return Object.fromEntries(
    Array.from(list.querySelectorAll('dt'), (term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

/**
 * Gives every element a height, as a phone's screen would: jsdom lays nothing out, so a scrolling
 * window (the team's bets) would show no rows. Undone after each test by ./setup.ts.
 */
export function giveElementsHeight(pixels: number): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(pixels);
}

/** A GET the agent pages make, as the mock server saw it. */
export interface AgentRequest {
  query: Record<string, string>;
}

/** Answers GET `path` with `reply(query, n)` (n counts from 1) and records every request's query. */
export function agentRoute(path: string, reply: (query: Record<string, string>, count: number) => Response) {
  const requests: AgentRequest[] = [];
  const handler = http.get(apiUrl(path), ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    requests.push({ query });
    return reply(query, requests.length);
  });
  return { handler, requests };
}

export const contractFactory = (overrides: Partial<ContractDetail> = {}): ContractDetail => ({
  id: 7,
  kind: 'salary',
  status: 'pending',
  tiers: [
    { minimum: 10_000, value: 150 },
    { minimum: 50_000, value: 800.5 },
  ],
  offeredBy: null,
  createdAt: '2026-01-05T01:30:00.000Z',
  answeredAt: null,
  ...overrides,
});

/** The agent's contracts as the server lists them: pending, in force, past. */
export const contractsFactory = (overrides: Partial<ContractsValue> = {}): ContractsValue => ({
  pending: [],
  current: [],
  history: [],
  ...overrides,
});

export const teamKpiFooterFactory = (overrides: Partial<TeamKpiFooter> = {}): TeamKpiFooter => ({
  teamLoginMemberCount: 85,
  teamBetMemberCount: 63,
  teamRegisterMemberCount: 3,
  teamOnlineCount: 2,
  teamMemberCount: 226,
  depositAmount: 152_340.5,
  withdrawAmount: 48_210.25,
  betAmount: 1_204_557.8,
  winLossAmount: -33_402.07,
  ...overrides,
});

/** The KPI answer for the days from `first` (YYYY-MM-DD), one a day, bets from `bets` in order. */
export function teamKpiFactory(first: string, bets: readonly number[], footer?: Partial<TeamKpiFooter>): TeamKpiValue {
  const start = Date.parse(`${first}T00:00:00.000Z`);
  return {
    list: bets.map((betAmount, index) => ({
      date: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
      newMembers: 1,
      depositAmount: 1000,
      withdrawAmount: 500,
      betAmount,
      winLossAmount: -100,
    })),
    footer: teamKpiFooterFactory(footer),
  };
}

export const teamPnlRowFactory = (overrides: Partial<TeamPnlRow> = {}): TeamPnlRow => ({
  level: 1,
  memberCount: 12,
  betMemberCount: 9,
  depositAmount: 25_000,
  withdrawAmount: 8_000,
  betAmount: 180_250.5,
  payoutAmount: 171_000.25,
  winLossAmount: -9_250.25,
  rebateAmount: 540.75,
  ...overrides,
});

/** A P&L answer with the given level rows; the total is given, as the server sums it. */
export const teamPnlFactory = (levels: TeamPnlRow[], total: Partial<TeamPnlValue['total']> = {}): TeamPnlValue => {
  const { level: _level, ...row } = teamPnlRowFactory();
  return { levels, total: { ...row, ...total } };
};

export const teamBetFactory = (overrides: Partial<TeamBet> = {}): TeamBet => {
  const id = overrides.id ?? 1;
  return {
    id,
    roundId: `R${id}`,
    account: 'tm0001',
    gameType: 'RNG',
    vendor: 'PG',
    gameName: `Game ${id}`,
    betAmount: 100,
    payoutAmount: 150.5,
    winLossAmount: 50.5,
    placedAt: '2026-01-05T02:00:00.000Z',
    ...overrides,
  };
};

/** Page `pageNum` of `totalPages` of team bets, `count` rounds a page with ids following the page. */
export function teamBetsPage(
  pageNum: number,
  totalPages: number,
  count = 20,
  footer: Partial<TeamBetsValue['footer']> = {},
): TeamBetsValue {
  return {
    list: Array.from({ length: count }, (_, index) => teamBetFactory({ id: (pageNum - 1) * count + index + 1 })),
    pageNum,
    totalPages,
    footer: { count: totalPages * count, betAmount: 4_000, winLossAmount: -250.75, ...footer },
  };
}

export const rebateValueFactory = (overrides: Partial<RebateValue> = {}): RebateValue => ({
  rates: [
    { gameType: 'RNG', rate: 0.6 },
    { gameType: 'LIVE', rate: 0.45 },
  ],
  list: [
    { date: '2026-01-04', account: 'agent01', amount: 120.35 },
    { date: '2026-01-03', account: 'tm0001', amount: 8.1 },
  ],
  total: 128.45,
  ...overrides,
});

export const dividendPeriodFactory = (overrides: Partial<DividendPeriod> = {}): DividendPeriod => ({
  start: '2025-12-16',
  end: '2025-12-31',
  betAmount: 500_000,
  teamLossAmount: 42_300.5,
  rate: 25,
  amount: 10_575.13,
  status: 'settled',
  ...overrides,
});

export const dividendFactory = (overrides: Partial<DividendValue> = {}): DividendValue => ({
  contract: contractFactory({
    kind: 'dividend',
    status: 'accepted',
    tiers: [
      { minimum: 10_000, value: 20 },
      { minimum: 40_000, value: 25 },
    ],
  }),
  periods: [
    dividendPeriodFactory(),
    dividendPeriodFactory({
      start: '2026-01-01',
      end: '2026-01-15',
      status: 'open',
      teamLossAmount: -1_200,
      rate: 0,
      amount: 0,
    }),
  ],
  ...overrides,
});

export const redRainFactory = (overrides: Partial<RedRainValue> = {}): RedRainValue => ({
  sessions: [{ start: '2026-01-05T12:00:00.000Z', end: '2026-01-05T12:10:00.000Z' }],
  minDepositAmount: 200,
  maxEnvelopeAmount: 888.88,
  claims: [{ at: '2026-01-04T12:03:00.000Z', amount: 18.8 }],
  ...overrides,
});
