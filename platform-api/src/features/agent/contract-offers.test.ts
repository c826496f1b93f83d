import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_PATHS,
  type ContractDetail,
  type ContractKind,
  type ContractTier,
  type ContractsValue,
  type OpenedAccount,
  type PendingContractsValue,
} from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { TEAM_PASSWORD } from '../../db/seed/agent-team';
import { withinTerms } from './contracts';

let t: TestApp;
let agent01: string;
beforeAll(async () => {
  t = await createTestApp();
  agent01 = (await signIn(t.app, 'agent01', 'agent123')).token;
});
afterAll(() => closeTestApp(t));

/** Tokens of Golden Reef (M002): a token is good only with its merchant's header. */
const goldenReef = new Set<string>();
const headers = (token: string) => ({ ...bearer(token), ...(goldenReef.has(token) ? { Merchant: 'M002' } : {}) });
const signInAgent02 = async () => {
  const { token } = await signIn(t.app, 'agent02', 'agent123', {}, { Merchant: 'M002' });
  goldenReef.add(token);
  return token;
};

const get = <T>(url: string, token: string) =>
  call(t.app, { method: 'GET', url, headers: headers(token) }).then(valueOf<T>);
const offer = (token: string, memberId: number, kind: string, tiers: ContractTier[]) =>
  call(t.app, { method: 'POST', url: AGENT_PATHS.offers, headers: headers(token), payload: { memberId, kind, tiers } });
const answer = (token: string, kind: ContractKind, decision: 'accept' | 'decline') =>
  call(t.app, { method: 'PUT', url: AGENT_PATHS.contract(kind), headers: headers(token), payload: { decision } });

let opened = 0;
/** A new sub-agent of the agent of `token`, signed in. */
async function subAgentOf(token: string, kind: 'agent' | 'member' = 'agent') {
  const account = `offer${String(++opened).padStart(3, '0')}`;
  const created = valueOf<OpenedAccount>(
    await call(t.app, {
      method: 'POST',
      url: AGENT_PATHS.openAccount,
      headers: bearer(token),
      payload: { account, password: 'abc12345', kind, rebateRate: 0.1 },
    }),
  );
  return { id: created.id, token: (await signIn(t.app, account, 'abc12345')).token };
}

// agent01's own accepted salary pays 100 from 10,000, 300 from 50,000 and 800 from 200,000 (the seed).
const WITHIN: ContractTier[] = [
  { minimum: 10_000, value: 80 },
  { minimum: 50_000, value: 250 },
];

describe('the seed', () => {
  it('has agent01 meet its raised dividend and new hourly offers, with its history behind them', async () => {
    const pending = await get<PendingContractsValue>(AGENT_PATHS.pendingContracts, agent01);
    expect(pending.dailysalreqtype).toBeNull();
    expect(pending.divtypecompperiodreq?.tiers.map((tier) => tier.value)).toEqual([12, 18, 25]);
    expect(pending.contracthoursalreq?.status).toBe('pending');
    const mine = await get<ContractsValue>(AGENT_PATHS.contracts, agent01);
    expect(mine.pending.map((c) => [c.kind, c.offeredBy])).toEqual([
      ['hourly', null],
      ['dividend', null],
    ]);
    expect(mine.current.map((c) => c.kind)).toEqual(['salary', 'dividend']);
    expect(mine.history.map((c) => [c.kind, c.status])).toEqual([['hourly', 'declined']]);
  });

  it('has agent02 meet a raised salary offer', async () => {
    const agent02 = await signInAgent02();
    const pending = await get<PendingContractsValue>(AGENT_PATHS.pendingContracts, agent02);
    expect(pending.dailysalreqtype?.tiers.map((tier) => tier.value)).toEqual([150, 400, 1_000]);
    expect(pending.divtypecompperiodreq).toBeNull();
  });

  it('shows sub1a01 the salary agent01 gave it, naming agent01', async () => {
    const sub = (await signIn(t.app, 'sub1a01', TEAM_PASSWORD)).token;
    const mine = await get<ContractsValue>(AGENT_PATHS.contracts, sub);
    expect(mine.current).toEqual([
      expect.objectContaining({ kind: 'salary', offeredBy: 'agent01', status: 'accepted' }),
    ]);
    expect(withinTerms(mine.current[0]?.tiers ?? [], WITHIN.concat({ minimum: 200_000, value: 800 }))).toBe(true);
  });
});

describe('offering a contract to a downline agent', () => {
  it('lets the direct upline offer terms within its own, which the sub-agent meets and accepts once', async () => {
    const sub = await subAgentOf(agent01);
    const offered = valueOf<ContractDetail>(await offer(agent01, sub.id, 'salary', WITHIN));
    expect(offered).toMatchObject({ kind: 'salary', status: 'pending', offeredBy: 'agent01', tiers: WITHIN });
    const pending = await get<PendingContractsValue>(AGENT_PATHS.pendingContracts, sub.token);
    expect(pending.dailysalreqtype?.id).toBe(offered.id);

    const first = valueOf<ContractDetail>(await answer(sub.token, 'salary', 'accept'));
    // The same answer again (a retry) changes nothing; the other answer is refused.
    const again = valueOf<ContractDetail>(await answer(sub.token, 'salary', 'accept'));
    expect(again).toEqual(first);
    expect((await answer(sub.token, 'salary', 'decline')).statusCode).toBe(409);
    expect((await get<ContractsValue>(AGENT_PATHS.contracts, sub.token)).current).toEqual([first]);
  });

  it('keeps one pending offer of a kind at a time, and a decline is idempotent too', async () => {
    const sub = await subAgentOf(agent01);
    expect((await offer(agent01, sub.id, 'salary', WITHIN)).statusCode).toBe(200);
    const second = await offer(agent01, sub.id, 'salary', [{ minimum: 10_000, value: 90 }]);
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({ errorCode: 'contract.pending_exists', data: { field: 'kind' } });
    // Another kind may wait beside it.
    expect((await offer(agent01, sub.id, 'dividend', [{ minimum: 0, value: 5 }])).statusCode).toBe(200);

    const declined = valueOf<ContractDetail>(await answer(sub.token, 'salary', 'decline'));
    expect(valueOf<ContractDetail>(await answer(sub.token, 'salary', 'decline'))).toEqual(declined);
    expect((await answer(sub.token, 'salary', 'accept')).statusCode).toBe(409);
    // Answered, the kind takes a new offer.
    expect((await offer(agent01, sub.id, 'salary', WITHIN)).statusCode).toBe(200);
  });

  it('refuses terms that pay more than the upline’s own anywhere, or that it has none of', async () => {
    const sub = await subAgentOf(agent01);
    const refusal = async (kind: string, tiers: ContractTier[]) => errorOf(await offer(agent01, sub.id, kind, tiers));
    // More than 100 at 10,000; a lower minimum than agent01 is paid from; more than 300 from 50,000 on.
    expect((await refusal('salary', [{ minimum: 10_000, value: 101 }])).errorCode).toBe('contract.above_own');
    expect((await refusal('salary', [{ minimum: 5_000, value: 50 }])).errorCode).toBe('contract.above_own');
    expect(
      (
        await refusal('salary', [
          { minimum: 10_000, value: 50 },
          { minimum: 60_000, value: 301 },
        ])
      ).errorCode,
    ).toBe('contract.above_own');
    // agent01 has accepted no hourly contract: it has nothing to share.
    expect(await refusal('hourly', [{ minimum: 1_000, value: 1 }])).toMatchObject({
      errorCode: 'contract.no_own_terms',
    });
    // Tiers out of order, a share over 100% and a third decimal are malformed.
    const malformed = [
      [
        'salary',
        [
          { minimum: 50_000, value: 250 },
          { minimum: 10_000, value: 80 },
        ],
      ],
      ['dividend', [{ minimum: 0, value: 100.5 }]],
      ['salary', [{ minimum: 10_000, value: 80.001 }]],
    ] as const;
    for (const [kind, tiers] of malformed) {
      expect(await refusal(kind, [...tiers])).toMatchObject({
        errorCode: 'request.malformed',
        data: { field: 'tiers' },
      });
    }
    expect((await get<PendingContractsValue>(AGENT_PATHS.pendingContracts, sub.token)).dailysalreqtype).toBeNull();
  });

  it('lets only the direct upline offer, and only to an agent', async () => {
    const sub = await subAgentOf(agent01);
    // sub1a01 is agent01's sub-agent but not the new one's upline; agent02 is of another team.
    const sub1a01 = (await signIn(t.app, 'sub1a01', TEAM_PASSWORD)).token;
    const player = await subAgentOf(agent01, 'member');
    const agent02 = await signInAgent02();
    for (const [token, memberId] of [
      [sub1a01, sub.id],
      [agent02, sub.id],
      [agent01, player.id],
      [agent01, 1002],
    ] as const) {
      const refused = await offer(token, memberId, 'salary', [{ minimum: 10_000, value: 10 }]);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toMatchObject({ errorCode: 'contract.not_downline', data: { field: 'memberId' } });
    }
    // A player has no agent area to offer from.
    const member01 = (await signIn(t.app, 'member01', 'member123')).token;
    expect((await offer(member01, sub.id, 'salary', WITHIN)).statusCode).toBe(403);
  });
});
