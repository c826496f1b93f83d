import { describe, expect, it } from 'vitest';
import { axisTicks, wholePesos } from './chart-scale';

describe('axisTicks', () => {
  it('takes in every value and zero, a round step apart', () => {
    expect(axisTicks([1200, 9000, 0, 350.5])).toEqual([0, 2500, 5000, 7500, 10000]);
    expect(axisTicks([-9250.25, 1234.56])).toEqual([-10000, -5000, 0, 5000]);
    expect(axisTicks([-0.01])).toEqual([-1, 0]);
  });

  it('draws an axis from 0 to 1 when every value is zero', () => {
    expect(axisTicks([0, 0])).toEqual([0, 1]);
    expect(axisTicks([])).toEqual([0, 1]);
  });
});

describe('wholePesos', () => {
  it('writes whole pesos in digits only, with the true minus sign for a loss', () => {
    expect(wholePesos(1_204_557.8, 'en-PH')).toBe('₱1,204,558');
    expect(wholePesos(-35_000, 'fil-PH')).toBe('\u2212₱35,000');
    expect(wholePesos(0, 'en-PH')).toBe('₱0');
    expect(wholePesos(-0.01, 'en-PH')).toBe('₱0');
  });
});
