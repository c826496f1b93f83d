import { describe, expect, it } from 'vitest';
import {
  formatCentavos,
  formatDate,
  formatDay,
  formatDateTime,
  formatNumber,
  formatPesos,
  formatTime,
  formattersFor,
  toCentavos,
} from './format';

// 16:30 UTC on 1 January is already 00:30 on 2 January in Manila (UTC+8).
const AFTER_MANILA_MIDNIGHT = '2026-01-01T16:30:00.000Z';
// 15:59 UTC is still 23:59 on 1 January in Manila.
const BEFORE_MANILA_MIDNIGHT = '2026-01-01T15:59:00.000Z';

describe('money', () => {
  it('shows centavos as pesos with ₱ and two decimals in both languages', () => {
    for (const language of ['ty', 'en'] as const) {
      expect(formatCentavos(0, language)).toBe('₱0.00');
      expect(formatCentavos(5, language)).toBe('₱0.05');
      expect(formatCentavos(123_450, language)).toBe('₱1,234.50');
      expect(formatCentavos(123_456_750, language)).toBe('₱1,234,567.50');
    }
  });

  it('puts the minus sign before ₱ for a loss, and + only when asked', () => {
    expect(formatCentavos(-123_450, 'en')).toBe('\u2212₱1,234.50');
    expect(formatCentavos(-1, 'ty')).toBe('\u2212₱0.01');
    expect(formatCentavos(123_450, 'en', { signed: true })).toBe('+₱1,234.50');
    expect(formatCentavos(-123_450, 'en', { signed: true })).toBe('\u2212₱1,234.50');
    expect(formatCentavos(0, 'en', { signed: true })).toBe('₱0.00');
  });

  it('reads pesos from the API to the centavo, whatever the float', () => {
    expect(toCentavos(0.1 + 0.2)).toBe(30);
    expect(toCentavos(1520.75)).toBe(152_075);
    expect(formatPesos(1520.75, 'en')).toBe('₱1,520.75');
    expect(formatPesos(-12.5, 'ty')).toBe('\u2212₱12.50');
    expect(formatPesos(-0.001, 'en')).toBe('₱0.00');
  });
});

describe('numbers', () => {
  it('groups and rounds as the language writes numbers', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.891');
    expect(formatNumber(1234567.891, 'ty')).toBe('1,234,567.891');
    expect(formatNumber(0.5, 'en', { fractionDigits: 2 })).toBe('0.50');
    expect(formatNumber(12.345, 'ty', { fractionDigits: 1 })).toBe('12.3');
    expect(formatNumber(-3, 'en')).toBe('-3');
  });
});

describe('dates and times', () => {
  it('reads an instant in Manila: past midnight there while still the day before in UTC', () => {
    expect(formatDate(AFTER_MANILA_MIDNIGHT, 'en')).toBe('Jan 2, 2026');
    expect(formatDate(AFTER_MANILA_MIDNIGHT, 'ty')).toBe('Ene 2, 2026');
    expect(formatDateTime(AFTER_MANILA_MIDNIGHT, 'en')).toBe('Jan 2, 2026, 12:30 AM');
    expect(formatDateTime(AFTER_MANILA_MIDNIGHT, 'ty')).toBe('Ene 2, 2026, 12:30 AM');
    expect(formatTime(AFTER_MANILA_MIDNIGHT, 'en')).toBe('12:30 AM');
    expect(formatTime(AFTER_MANILA_MIDNIGHT, 'ty')).toBe('12:30 AM');
  });

  it('keeps the Manila day until its own midnight', () => {
    expect(formatDate(BEFORE_MANILA_MIDNIGHT, 'en')).toBe('Jan 1, 2026');
    expect(formatDateTime(BEFORE_MANILA_MIDNIGHT, 'ty')).toBe('Ene 1, 2026, 11:59 PM');
  });

  it('uses another zone when given one', () => {
    expect(formatDate(AFTER_MANILA_MIDNIGHT, 'en', 'UTC')).toBe('Jan 1, 2026');
    expect(formatDateTime(AFTER_MANILA_MIDNIGHT, 'en', 'UTC')).toBe('Jan 1, 2026, 4:30 PM');
    expect(formatTime(BEFORE_MANILA_MIDNIGHT, 'ty', 'UTC')).toBe('3:59 PM');
  });

  it('takes ISO strings, epoch milliseconds and Dates alike', () => {
    const ms = Date.parse(AFTER_MANILA_MIDNIGHT);
    expect(formatDateTime(ms, 'en')).toBe(formatDateTime(AFTER_MANILA_MIDNIGHT, 'en'));
    expect(formatDateTime(new Date(ms), 'en')).toBe(formatDateTime(AFTER_MANILA_MIDNIGHT, 'en'));
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime(Number.NaN, 'ty')).toBe('');
    expect(formatTime(new Date('junk'), 'en')).toBe('');
  });
});

describe('calendar days', () => {
  it('writes a day the API names as every other date of the site, in both languages', () => {
    expect(formatDay('2026-11-27', 'ty')).toBe('Nob 27, 2026');
    expect(formatDay('2026-11-27', 'en')).toBe('Nov 27, 2026');
    expect(formatDay('2026-01-02', 'ty')).toBe(formatDate(AFTER_MANILA_MIDNIGHT, 'ty'));
  });

  it('keeps the day whatever the zone of the reader: a day is not an instant', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect(formattersFor('en', zone).formatDay('2026-03-01')).toBe('Mar 1, 2026');
    }
  });

  it('writes an instant as its day in Manila, and nothing for what is no day', () => {
    expect(formatDay(AFTER_MANILA_MIDNIGHT, 'en')).toBe('Jan 2, 2026');
    expect(formatDay('2026-02-30', 'en')).toBe('');
    expect(formatDay('someday', 'ty')).toBe('');
  });
});

describe('formattersFor', () => {
  it('binds the language and zone, and gives the same object for the same pair', () => {
    const en = formattersFor('en');
    expect(en).toBe(formattersFor('en', 'Asia/Manila'));
    expect(en.timeZone).toBe('Asia/Manila');
    expect(en.formatPesos(-1234.5)).toBe('\u2212₱1,234.50');
    expect(en.formatDateTime(AFTER_MANILA_MIDNIGHT)).toBe('Jan 2, 2026, 12:30 AM');
    expect(formattersFor('ty', 'UTC').formatDate(AFTER_MANILA_MIDNIGHT)).toBe('Ene 1, 2026');
  });
});
