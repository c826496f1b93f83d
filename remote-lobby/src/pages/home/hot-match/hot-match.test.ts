import { describe, expect, it } from 'vitest';
import { matchTime } from './match-time';
import { tickerAdvance, tickerSwiperOptions } from './ticker-options';

describe('how the hot-match strip moves', () => {
  it('loops and autoplays every 5 s with 500 ms slides when there is more than one match', () => {
    expect(tickerSwiperOptions(2, false)).toMatchObject({
      direction: 'vertical',
      loop: true,
      speed: 500,
    });
    expect(tickerAdvance(2, false)).toBe(5000);
  });

  it('neither loops nor autoplays with a single match', () => {
    expect(tickerSwiperOptions(1, false)).toMatchObject({ loop: false, allowTouchMove: false });
    expect(tickerAdvance(1, false)).toBeNull();
  });

  it('does not autoplay or animate for reduced motion', () => {
    expect(tickerSwiperOptions(4, true)).toMatchObject({ loop: true, speed: 0 });
    expect(tickerAdvance(4, true)).toBeNull();
  });
});

describe('matchTime', () => {
  it.each([
    ['2025-05-04T11:05:00.000Z', '05/04 19:05'],
    ['2025-05-04T16:30:00.000Z', '05/05 00:30'],
    ['2025-12-31T23:59:00Z', '01/01 07:59'],
  ])('shows %s as %s in Manila time', (iso, shown) => {
    expect(matchTime(iso)).toBe(shown);
  });

  it('shows nothing for a time it cannot read', () => {
    expect(matchTime('not a date')).toBe('');
  });
});
