// What a ledger entry's reference says to a person. The server keeps "<kind>:<id>" for what it credits
// itself ("agent-rebate:2026-11-26", "reward:12"); orders, rounds and claims carry their own number.

/** The kinds of reference the ledger writes, each with the words that name it. */
export const REFERENCE_KINDS = ['activity', 'reward', 'agent-rebate', 'team-rebate', 'red-rain', 'signup'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export type ReadReference =
  { kind: ReferenceKind; day: string } | { kind: ReferenceKind; id: string } | { kind: null; id: string };

const KIND_ID = /^([a-z]+(?:-[a-z]+)*):(.+)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isKind = (kind: string): kind is ReferenceKind => (REFERENCE_KINDS as readonly string[]).includes(kind);

/**
 * A reference read: a known kind with its day or number, or an order's own number as it is. A kind
 * the site does not know yet shows only its number, never the code before it.
 */
export function readReference(reference: string): ReadReference {
  const match = KIND_ID.exec(reference);
  if (!match) return { kind: null, id: reference };
  const [, kind = '', id = ''] = match;
  if (!isKind(kind)) return { kind: null, id };
  return DAY.test(id) ? { kind, day: id } : { kind, id };
}
