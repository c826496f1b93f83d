import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_PATHS,
  AGENT_TEST_PATHS,
  type ContractDetail,
  type DividendValue,
  type RebateValue,
  type PendingContractsValue,
  type TeamKpiValue,
  type TeamMembersValue,
  type TeamPnlValue,
} from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { TEAM_PASSWORD } from '../../db/seed/agent-team';
import { dayOf } from './days';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'agent01', 'agent123')).token;
});
afterAll(() => closeTestApp(t));

const get = (url: string, auth = token) => call(t.app, { method: 'GET', url, headers: bearer(auth) });
const daysAgo = (days: number) => dayOf(t.clock.now() - days * 86_400_000);

describe('agent team', () => {
  it('counts the team of a past day the same whenever the seed ran', async () => {
    const day = daysAgo(7);
    const kpi = valueOf<TeamKpiValue>(await get(`${AGENT_PATHS.teamKpi}?startDate=${day}&endDate=${day}&size=0`));
    expect(kpi.list).toEqual([]);
    expect(kpi.footer).toMatchObject({
      teamLoginMemberCount: 41,
      teamBetMemberCount: 20,
      teamRegisterMemberCount: 3,
      teamOnlineCount: 0,
      teamMemberCount: 226,
    });
  });

  it('has three levels of downline and counts a logged-in member as online', async () => {
    await signIn(t.app, 'member01', 'member123');
    const pnl = valueOf<TeamPnlValue>(
      await get(`${AGENT_PATHS.teamPnl}?startDate=${daysAgo(59)}&endDate=${daysAgo(0)}`),
    );
    expect(pnl.levels.slice(0, 3).map((level) => level.memberCount)).toEqual([34, 96, 96]);
    expect(pnl.total.betAmount).toBeGreaterThan(0);
    const today = valueOf<TeamKpiValue>(
      await get(`${AGENT_PATHS.teamKpi}?startDate=${daysAgo(0)}&endDate=${daysAgo(0)}`),
    );
    expect(today.footer.teamOnlineCount).toBe(1);
  });

  it('lists a sub-agent downline with the breadcrumb, and refuses a member outside the team', async () => {
    const top = valueOf<TeamMembersValue>(await get(`${AGENT_PATHS.teamMembers}?pageSize=50`));
    const sub = top.list.find((m) => m.account === 'sub1a01');
    expect(sub?.downlineCount).toBe(12);
    const level2 = valueOf<TeamMembersValue>(await get(`${AGENT_PATHS.teamMembers}?parentId=${sub?.id}`));
    expect(level2.path.map((p) => p.account)).toEqual(['agent01', 'sub1a01']);
    expect(level2.list.every((m) => m.level === 2)).toBe(true);
    const outside = await get(`${AGENT_PATHS.teamMembers}?parentId=2002`);
    expect(outside.statusCode).toBe(403);
  });

  it('checks contracts for every member type but 4, 40, 41 and 42', async () => {
    const member = (await signIn(t.app, 'member01', 'member123')).token;
    const pending = valueOf<PendingContractsValue>(await get(AGENT_PATHS.pendingContracts, member));
    expect(Object.values(pending)).toEqual([null, null, null]);
    const player40 = (await signIn(t.app, 'player40', 'player123')).token;
    expect(errorOf(await get(AGENT_PATHS.pendingContracts, player40)).errorCode).toBe('auth.no_permission');
  });
});

describe('contracts', () => {
  it('holds an offered contract pending until it is accepted', async () => {
    await call(t.app, {
      method: 'PUT',
      url: AGENT_TEST_PATHS.contract,
      payload: { merchantCode: 'M001', account: 'agent01', kind: 'hourly' },
    });
    const pending = valueOf<PendingContractsValue>(await get(AGENT_PATHS.pendingContracts));
    expect(pending.contracthoursalreq?.status).toBe('pending');
    expect(pending.dailysalreqtype).toBeNull();
    const answered = valueOf<ContractDetail>(
      await call(t.app, {
        method: 'PUT',
        url: AGENT_PATHS.contract('hourly'),
        headers: bearer(token),
        payload: { decision: 'accept' },
      }),
    );
    expect(answered.status).toBe('accepted');
    expect(valueOf<PendingContractsValue>(await get(AGENT_PATHS.pendingContracts)).contracthoursalreq).toBeNull();
  });
});

describe('open account', () => {
  const open = (payload: object) =>
    call(t.app, { method: 'POST', url: AGENT_PATHS.openAccount, headers: bearer(token), payload });

  it('creates a downline member who can log in at once', async () => {
    const opened = await open({ account: 'newbie01', password: 'abc12345', kind: 'member', rebateRate: 0.5 });
    expect(opened.statusCode).toBe(200);
    await expect(signIn(t.app, 'newbie01', 'abc12345')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('refuses a rate above the agent’s own and a name in use', async () => {
    const high = await open({ account: 'newbie02', password: 'abc12345', kind: 'agent', rebateRate: 0.61 });
    expect(errorOf(high)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'rebateRate' } });
    const taken = await open({ account: 'tm0001', password: TEAM_PASSWORD + 'x', kind: 'member', rebateRate: 0.1 });
    expect(errorOf(taken).errorCode).toBe('auth.username_exists');
  });
});

describe('earnings', () => {
  it('applies the accepted dividend contract to each period’s team loss', async () => {
    const { contract, periods } = valueOf<DividendValue>(await get(AGENT_PATHS.dividends));
    expect(contract?.status).toBe('accepted');
    expect(periods).toHaveLength(4);
    for (const period of periods) {
      const reached = contract?.tiers.filter((tier) => period.teamLossAmount >= tier.minimum) ?? [];
      expect(period.rate).toBe(Math.max(0, ...reached.map((tier) => tier.value)));
      const expected = period.teamLossAmount > 0 ? Math.floor(period.teamLossAmount * period.rate) / 100 : 0;
      expect(period.amount).toBeCloseTo(expected, 2);
    }
    expect(periods.filter((period) => period.status === 'open')).toHaveLength(1);
  });

  it("lists the team's rebates with the agent's rates", async () => {
    const team = valueOf<RebateValue>(
      await get(`${AGENT_PATHS.rebates}?startDate=${daysAgo(29)}&endDate=${daysAgo(0)}&scope=team`),
    );
    expect(team.rates.find((rate) => rate.gameType === 'RNG')?.rate).toBe(1.5);
    expect(team.list.length).toBeGreaterThan(0);
    expect(team.list.every((entry) => entry.account !== 'agent01')).toBe(true);
    const sum = team.list.reduce((total, entry) => total + Math.round(entry.amount * 100), 0);
    expect(Math.round(team.total * 100)).toBe(sum);
  });
});
