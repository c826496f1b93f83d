import { describe, expect, it } from 'vitest';
import { readReference } from './reference';

describe('readReference', () => {
  it('reads the kinds the ledger writes, with their day or number', () => {
    expect(readReference('agent-rebate:2026-11-26')).toEqual({ kind: 'agent-rebate', day: '2026-11-26' });
    expect(readReference('red-rain:2026-11-20')).toEqual({ kind: 'red-rain', day: '2026-11-20' });
    expect(readReference('activity:2')).toEqual({ kind: 'activity', id: '2' });
    expect(readReference('reward:15')).toEqual({ kind: 'reward', id: '15' });
  });

  it("keeps an order's or a round's own number as it is", () => {
    expect(readReference('DEP-1')).toEqual({ kind: null, id: 'DEP-1' });
    expect(readReference('R20261127-0042')).toEqual({ kind: null, id: 'R20261127-0042' });
  });

  it('never shows the code of a kind it does not know', () => {
    expect(readReference('payout-fix:77')).toEqual({ kind: null, id: '77' });
  });
});
