// Contracts an agent is offered (daily salary, dividend, hourly salary) and the answers given. The
// house offers the top agents theirs; an agent offers a sub-agent it opened terms within its own.
import {
  CONTRACT_KINDS,
  NON_AGENT_HOME_TYPES,
  PENDING_CONTRACT_FIELDS,
  type ContractDetail,
  type ContractKind,
  type ContractOfferBody,
  type ContractTier,
  type ContractsValue,
  type PendingContractsValue,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure, malformed } from '../../http/errors';
import { toCents } from '../ledger/ledger';
import type { SessionMember } from '../auth/sessions';

interface ContractRow {
  id: number;
  kind: ContractKind;
  status: ContractDetail['status'];
  tiers: string;
  offeredBy: string | null;
  createdAt: number;
  answeredAt: number | null;
}

const SELECT = `SELECT c.id, c.kind, c.status, c.tiers, u.account AS offeredBy, c.created_at AS createdAt,
  c.answered_at AS answeredAt FROM agent_contracts c LEFT JOIN members u ON u.id = c.offered_by`;

const toDetail = (row: ContractRow): ContractDetail => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  tiers: JSON.parse(row.tiers) as ContractTier[],
  offeredBy: row.offeredBy,
  createdAt: new Date(row.createdAt).toISOString(),
  answeredAt: row.answeredAt === null ? null : new Date(row.answeredAt).toISOString(),
});

/** The pending contract of a kind first, else the latest answered one; null when none was offered. */
export function currentContract(db: Db, memberId: number, kind: ContractKind): ContractDetail | null {
  const row = db
    .prepare<[number, ContractKind], ContractRow>(
      `${SELECT} WHERE c.member_id = ? AND c.kind = ? ORDER BY c.status = 'pending' DESC, c.id DESC LIMIT 1`,
    )
    .get(memberId, kind);
  return row ? toDetail(row) : null;
}

/** The accepted contract of a kind, the latest one. */
export function acceptedContract(db: Db, memberId: number, kind: ContractKind): ContractDetail | null {
  const row = db
    .prepare<[number, ContractKind], ContractRow>(
      `${SELECT} WHERE c.member_id = ? AND c.kind = ? AND c.status = 'accepted' ORDER BY c.id DESC LIMIT 1`,
    )
    .get(memberId, kind);
  return row ? toDetail(row) : null;
}

export function pendingContracts(db: Db, memberId: number): PendingContractsValue {
  const pending = (kind: ContractKind) => {
    const contract = currentContract(db, memberId, kind);
    return contract?.status === 'pending' ? contract : null;
  };
  return {
    [PENDING_CONTRACT_FIELDS.salary]: pending('salary'),
    [PENDING_CONTRACT_FIELDS.dividend]: pending('dividend'),
    [PENDING_CONTRACT_FIELDS.hourly]: pending('hourly'),
  };
}

/**
 * Stores the answer to the pending contract of a kind. The same answer again (a retry after a lost
 * reply) changes nothing and answers the contract as it stands; another answer to an answered
 * contract, or any answer with none offered, is a 409.
 */
export function answerContract(
  db: Db,
  memberId: number,
  kind: ContractKind,
  decision: 'accept' | 'decline',
  now: number,
): ContractDetail {
  const status = decision === 'accept' ? 'accepted' : 'declined';
  const contract = currentContract(db, memberId, kind);
  if (contract?.status !== 'pending') {
    if (contract?.status === status) return contract;
    throw new ApiFailure(409, 'request.malformed', `There is no pending ${kind} contract to answer.`);
  }
  db.prepare('UPDATE agent_contracts SET status = ?, answered_at = ? WHERE id = ?').run(status, now, contract.id);
  const answered = currentContract(db, memberId, kind);
  if (!answered) throw new Error(`contract ${contract.id} vanished`);
  return answered;
}

/** The member's contracts: pending offers, the latest accepted one of each kind, and the rest, newest first. */
export function memberContracts(db: Db, memberId: number): ContractsValue {
  const rows = db
    .prepare<[number], ContractRow>(`${SELECT} WHERE c.member_id = ? ORDER BY c.id DESC`)
    .all(memberId)
    .map(toDetail);
  const current = CONTRACT_KINDS.flatMap((kind) => rows.find((c) => c.kind === kind && c.status === 'accepted') ?? []);
  return {
    pending: rows.filter((c) => c.status === 'pending'),
    current,
    history: rows.filter((c) => c.status !== 'pending' && !current.includes(c)),
  };
}

/** What a contract's tiers pay at `amount` (team bets, or team loss for a dividend): the best tier reached. */
export function tierValue(tiers: readonly ContractTier[], amount: number): number {
  return tiers.filter((tier) => amount >= tier.minimum).reduce((value, tier) => Math.max(value, tier.value), 0);
}

/**
 * Whether `offered` never pays more than `own` at any amount. Both pay by steps that change only at a
 * tier's minimum, so comparing at every minimum of either compares them everywhere.
 */
export function withinTerms(offered: readonly ContractTier[], own: readonly ContractTier[]): boolean {
  const steps = [...offered, ...own].map((tier) => tier.minimum);
  return steps.every((amount) => tierValue(offered, amount) <= tierValue(own, amount));
}

/** Tiers in order of their minimum, each paying more than the last, in whole centavos (a share at most 100%). */
function checkTiers(kind: ContractKind, tiers: readonly ContractTier[]): void {
  tiers.forEach((tier, index) => {
    if (toCents(tier.minimum) === null || toCents(tier.value) === null) {
      throw malformed('A tier has more than two decimals.', 'tiers');
    }
    if (kind === 'dividend' && tier.value > 100) throw malformed('A dividend share is at most 100%.', 'tiers');
    const before = tiers[index - 1];
    if (before && (tier.minimum <= before.minimum || tier.value <= before.value)) {
      throw malformed('Each tier starts higher and pays more than the one before.', 'tiers');
    }
  });
}

/**
 * An agent offers a contract to an agent of its direct downline: terms no better than the upline's own
 * accepted contract of the kind, and one pending offer of a kind at a time.
 */
export function offerToDownline(db: Db, upline: SessionMember, body: ContractOfferBody, now: number): ContractDetail {
  const target = db
    .prepare<[number], { uplineId: number | null; type: number }>(
      'SELECT upline_id AS uplineId, type FROM members WHERE id = ?',
    )
    .get(body.memberId);
  if (!target || target.uplineId !== upline.id || NON_AGENT_HOME_TYPES.includes(target.type)) {
    throw new ApiFailure(403, 'contract.not_downline', undefined, { field: 'memberId' });
  }
  checkTiers(body.kind, body.tiers);
  const own = acceptedContract(db, upline.id, body.kind);
  if (!own) throw new ApiFailure(409, 'contract.no_own_terms', undefined, { field: 'kind' });
  if (!withinTerms(body.tiers, own.tiers))
    throw new ApiFailure(400, 'contract.above_own', undefined, { field: 'tiers' });
  return db.transaction(() => {
    if (currentContract(db, body.memberId, body.kind)?.status === 'pending') {
      throw new ApiFailure(409, 'contract.pending_exists', undefined, { field: 'kind' });
    }
    const tiers = body.tiers.map(({ minimum, value }) => ({ minimum, value }));
    db.prepare(
      "INSERT INTO agent_contracts (member_id, kind, tiers, status, created_at, offered_by) VALUES (?, ?, ?, 'pending', ?, ?)",
    ).run(body.memberId, body.kind, JSON.stringify(tiers), now, upline.id);
    const offered = currentContract(db, body.memberId, body.kind);
    if (!offered) throw new Error('offered contract vanished');
    return offered;
  })();
}

/** The tiers a new offer of each kind carries (test mode offers these). */
export const OFFERED_TIERS: Record<ContractKind, ContractTier[]> = {
  salary: [
    { minimum: 10_000, value: 150 },
    { minimum: 50_000, value: 400 },
    { minimum: 200_000, value: 1_000 },
  ],
  dividend: [
    { minimum: 0, value: 12 },
    { minimum: 5_000, value: 18 },
    { minimum: 20_000, value: 25 },
  ],
  hourly: [
    { minimum: 1_000, value: 10 },
    { minimum: 5_000, value: 30 },
  ],
};

/** A new pending offer; an older pending one of the kind is withdrawn (declined) first. */
export function offerContract(db: Db, memberId: number, kind: ContractKind, now: number): ContractDetail {
  if (!CONTRACT_KINDS.includes(kind)) throw new Error(`unknown contract kind ${kind}`);
  db.prepare(
    "UPDATE agent_contracts SET status = 'declined', answered_at = ? WHERE member_id = ? AND kind = ? AND status = 'pending'",
  ).run(now, memberId, kind);
  db.prepare(
    "INSERT INTO agent_contracts (member_id, kind, tiers, status, created_at) VALUES (?, ?, ?, 'pending', ?)",
  ).run(memberId, kind, JSON.stringify(OFFERED_TIERS[kind]), now);
  const offered = currentContract(db, memberId, kind);
  if (!offered) throw new Error('offered contract vanished');
  return offered;
}
