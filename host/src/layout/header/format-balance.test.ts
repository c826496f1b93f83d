import { describe, expect, it } from 'vitest';
import { formatBalance } from './format-balance';

describe('formatBalance', () => {
  it('shows the currency symbol, grouping and exactly two decimals', () => {
    expect(formatBalance(1520.75, '₱')).toBe('₱1,520.75');
    expect(formatBalance(0, '₱')).toBe('₱0.00');
    expect(formatBalance(1234567.005, '$')).toMatch(/^\$1,234,567\.0[01]$/);
  });
});
