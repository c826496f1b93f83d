import { describe, expect, it } from 'vitest';
import { manilaDay, presetRange } from './date-range';

// 2025-05-10 23:30 in Manila is still 15:30 UTC of the same day; 00:30 Manila is the day before in UTC.
const LATE = Date.UTC(2025, 4, 10, 15, 30);
const EARLY = Date.UTC(2025, 4, 9, 16, 30);
const CUSTOM = { from: '2025-05-01', to: '2025-05-03' };

describe('date ranges', () => {
  it('count days as Manila does', () => {
    expect(manilaDay(LATE)).toBe('2025-05-10');
    expect(manilaDay(EARLY)).toBe('2025-05-10');
  });

  it('give each preset its days, both ends included', () => {
    expect(presetRange('today', EARLY, CUSTOM)).toEqual({ from: '2025-05-10', to: '2025-05-10' });
    expect(presetRange('yesterday', LATE, CUSTOM)).toEqual({ from: '2025-05-09', to: '2025-05-09' });
    expect(presetRange('7', LATE, CUSTOM)).toEqual({ from: '2025-05-04', to: '2025-05-10' });
    expect(presetRange('30', LATE, CUSTOM)).toEqual({ from: '2025-04-11', to: '2025-05-10' });
  });

  it('keep custom days, turned round when given backwards', () => {
    expect(presetRange('custom', LATE, CUSTOM)).toEqual(CUSTOM);
    expect(presetRange('custom', LATE, { from: CUSTOM.to, to: CUSTOM.from })).toEqual(CUSTOM);
  });
});
