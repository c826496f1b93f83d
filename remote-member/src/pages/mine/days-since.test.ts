import { describe, expect, it } from 'vitest';
import { daysSince } from './days-since';

const REG = '2025-01-15T08:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('daysSince', () => {
  it('is 0 on the day of registration', () => {
    expect(daysSince(REG, at('2025-01-15T08:00:00.000Z'))).toBe(0);
    expect(daysSince(REG, at('2025-01-16T07:59:59.999Z'))).toBe(0);
  });

  it('counts a day once 24 hours have passed', () => {
    expect(daysSince(REG, at('2025-01-16T08:00:00.000Z'))).toBe(1);
  });

  it('counts whole days only', () => {
    expect(daysSince(REG, at('2025-01-25T20:00:00.000Z'))).toBe(10);
    expect(daysSince(REG, at('2026-01-15T08:00:00.000Z'))).toBe(365);
  });

  it('does not go negative for a registration date in the future', () => {
    expect(daysSince(REG, at('2025-01-10T00:00:00.000Z'))).toBe(0);
  });

  it('gives null for a date it cannot read', () => {
    expect(daysSince('not a date', at('2025-01-16T00:00:00.000Z'))).toBeNull();
  });
});
