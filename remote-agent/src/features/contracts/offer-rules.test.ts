import { describe, expect, it } from 'vitest';
import { checkOffer } from './offer-rules';

// The agent's own salary: 100 from 10,000 of team bets, 300 from 50,000, 800 from 200,000.
const OWN = {
  kind: 'salary' as const,
  tiers: [
    { minimum: 10_000, value: 100 },
    { minimum: 50_000, value: 300 },
    { minimum: 200_000, value: 800 },
  ],
};

describe('checkOffer', () => {
  it('offers the tiers filled in, on the agent’s own minimums, up to its own values', () => {
    expect(checkOffer(OWN, ['80', '', '800'])).toEqual({
      tiers: [
        { minimum: 10_000, value: 80 },
        { minimum: 200_000, value: 800 },
      ],
    });
    expect(checkOffer(OWN, [' 99.95 ', '300', ''])).toEqual({
      tiers: [
        { minimum: 10_000, value: 99.95 },
        { minimum: 50_000, value: 300 },
      ],
    });
  });

  it('names the problem of each tier: not an amount, above the agent’s own, or no more than the tier before', () => {
    expect(checkOffer(OWN, ['100.01', '0', '12.345'])).toEqual({
      problems: ['above', 'invalid', 'invalid'],
      empty: false,
    });
    expect(checkOffer(OWN, ['90', '90', '-5'])).toEqual({ problems: [null, 'order', 'invalid'], empty: false });
    expect(checkOffer(OWN, ['abc', '1e2', ''])).toEqual({ problems: ['invalid', 'invalid', null], empty: false });
  });

  it('asks for at least one tier', () => {
    expect(checkOffer(OWN, ['', ' ', ''])).toEqual({ problems: [null, null, null], empty: true });
  });

  it('caps a dividend share at the agent’s own percentage', () => {
    const own = { kind: 'dividend' as const, tiers: [{ minimum: 0, value: 20 }] };
    expect(checkOffer(own, ['20'])).toEqual({ tiers: [{ minimum: 0, value: 20 }] });
    expect(checkOffer(own, ['20.5'])).toEqual({ problems: ['above'], empty: false });
  });
});
