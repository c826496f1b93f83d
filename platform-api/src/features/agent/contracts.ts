// Contracts an agent is offered (daily salary, dividend, hourly salary) and the answers given.
import {
  CONTRACT_KINDS,
  PENDING_CONTRACT_FIELDS,
  type ContractDetail,
  type ContractKind,
  type ContractTier,
  type PendingContractsValue,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';

interface ContractRow {
  id: number;
  kind: ContractKind;
  status: ContractDetail['status'];
  tiers: string;
  createdAt: number;
  answeredAt: number | null;
}

const SELECT = `SELECT id, kind, status, tiers, created_at AS createdAt, answered_at AS answeredAt FROM agent_contracts`;

const toDetail = (row: ContractRow): ContractDetail => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  tiers: JSON.parse(row.tiers) as ContractTier[],
  createdAt: new Date(row.createdAt).toISOString(),
  answeredAt: row.answeredAt === null ? null : new Date(row.answeredAt).toISOString(),
});

/** The pending contract of a kind first, else the latest answered one; null when none was offered. */
export function currentContract(db: Db, memberId: number, kind: ContractKind): ContractDetail | null {
  const row = db
    .prepare<[number, ContractKind], ContractRow>(
      `${SELECT} WHERE member_id = ? AND kind = ? ORDER BY status = 'pending' DESC, id DESC LIMIT 1`,
    )
    .get(memberId, kind);
  return row ? toDetail(row) : null;
}

/** The accepted contract of a kind, the latest one. */
export function acceptedContract(db: Db, memberId: number, kind: ContractKind): ContractDetail | null {
  const row = db
    .prepare<[number, ContractKind], ContractRow>(
      `${SELECT} WHERE member_id = ? AND kind = ? AND status = 'accepted' ORDER BY id DESC LIMIT 1`,
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

/** Stores the answer to the pending contract of a kind; 409 when there is none to answer. */
export function answerContract(
  db: Db,
  memberId: number,
  kind: ContractKind,
  decision: 'accept' | 'decline',
  now: number,
): ContractDetail {
  const contract = currentContract(db, memberId, kind);
  if (contract?.status !== 'pending') {
    throw new ApiFailure(409, 'request.malformed', `There is no pending ${kind} contract to answer.`);
  }
  db.prepare('UPDATE agent_contracts SET status = ?, answered_at = ? WHERE id = ?').run(
    decision === 'accept' ? 'accepted' : 'declined',
    now,
    contract.id,
  );
  const answered = currentContract(db, memberId, kind);
  if (!answered) throw new Error(`contract ${contract.id} vanished`);
  return answered;
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
