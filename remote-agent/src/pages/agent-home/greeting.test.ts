import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greetingFor', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'early_afternoon'],
    [14, 'early_afternoon'],
    [15, 'late_afternoon'],
    [18, 'late_afternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ])('greets hour %i with %s', (hour, key) => {
    expect(greetingFor(hour)).toBe(key);
  });

  it.each([-1, 25, 10.5, Number.NaN])('refuses hour %s', (hour) => {
    expect(() => greetingFor(hour)).toThrow(RangeError);
  });
});
