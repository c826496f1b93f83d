// Pure formatting of money, numbers, dates and times as the site shows them: Intl in the locale of the
// page's language, dates in the member's time zone. No React and no i18n instance here, so e2e tests
// compute the very strings they expect with these functions.
import type { Language } from '../config/constants';

/** The Intl locale of each language of the site: TY is Tagalog as written in the Philippines. */
export const FORMAT_LOCALES: Readonly<Record<Language, string>> = { ty: 'fil-PH', en: 'en-PH' };

/**
 * Where dates and times are read unless a caller passes the member's own zone: member info carries no
 * time-zone setting, and the platform's members are in the Philippines.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

/** An instant as the API sends it (an ISO date-time), as epoch milliseconds, or as a Date. */
export type Instant = string | number | Date;

export interface MoneyOptions {
  /** Puts "+" before a gain as well (ledger entries); a loss always has its minus sign. */
  signed?: boolean;
}

export interface NumberOptions {
  /** Exactly this many decimals; otherwise up to three, as Intl does by default. */
  fractionDigits?: number;
}

// The true minus sign rather than a hyphen: it is as wide as "+" and screen readers say "minus".
const MINUS = '\u2212';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(key: string, language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${key}|${language}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(FORMAT_LOCALES[language], options);
    numberFormats.set(id, format);
  }
  return format;
}

function dateFormat(
  key: string,
  language: Language,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const id = `${key}|${language}|${timeZone}`;
  let format = dateFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(FORMAT_LOCALES[language], { ...options, timeZone });
    dateFormats.set(id, format);
  }
  return format;
}

/** Pesos as the API sends them (at most two decimals) in whole centavos, the ledger's unit. */
export function toCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

/** Money from integer centavos: a minus sign before ₱ for a loss, two decimals ("−₱1,234.50"). */
export function formatCentavos(centavos: number, language: Language, options: MoneyOptions = {}): string {
  const whole = Math.round(centavos);
  const digits = numberFormat('money', language, { style: 'currency', currency: 'PHP' }).format(Math.abs(whole) / 100);
  if (whole < 0) return `${MINUS}${digits}`;
  return options.signed && whole > 0 ? `+${digits}` : digits;
}

/** Money from pesos as the API sends them, shown as `formatCentavos` shows it. */
export function formatPesos(pesos: number, language: Language, options: MoneyOptions = {}): string {
  return formatCentavos(toCentavos(pesos), language, options);
}

/** A plain number grouped as the language writes it ("1,234.5"), with fixed decimals if asked. */
export function formatNumber(value: number, language: Language, options: NumberOptions = {}): string {
  const { fractionDigits } = options;
  if (fractionDigits === undefined) return numberFormat('number', language, {}).format(value);
  return numberFormat(`number-${fractionDigits}`, language, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

function toTime(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  return typeof instant === 'number' ? instant : Date.parse(instant);
}

function formatInstant(
  key: string,
  options: Intl.DateTimeFormatOptions,
  instant: Instant,
  language: Language,
  timeZone: string,
): string {
  const time = toTime(instant);
  // A date that cannot be read shows as nothing rather than "Invalid Date".
  if (!Number.isFinite(time)) return '';
  return dateFormat(key, language, timeZone, options).format(time);
}

/** The calendar day of an instant in the zone ("Ene 2, 2026"); '' when it cannot be read. */
export function formatDate(instant: Instant, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  return formatInstant('date', { dateStyle: 'medium' }, instant, language, timeZone);
}

/** The day and minute of an instant in the zone ("Ene 2, 2026, 12:30 AM"); '' when it cannot be read. */
export function formatDateTime(instant: Instant, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  return formatInstant('date-time', { dateStyle: 'medium', timeStyle: 'short' }, instant, language, timeZone);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as the API names it ("2026-11-27": a rebate's day, a dividend period's first day),
 * written as every date of the site ("Nob 27, 2026"). A day is no instant, so no time zone moves it; an
 * instant is written as the day it falls on in Manila; '' when it cannot be read.
 */
export function formatDay(day: Instant, language: Language): string {
  const match = typeof day === 'string' ? CALENDAR_DAY.exec(day) : null;
  if (!match) return formatDate(day, language);
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const noon = Date.UTC(year, month - 1, date, 12);
  if (new Date(noon).getUTCDate() !== date) return '';
  return formatInstant('date', { dateStyle: 'medium' }, noon, language, 'UTC');
}

/** The time of day of an instant in the zone ("12:30 AM"); '' when it cannot be read. */
export function formatTime(instant: Instant, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  return formatInstant('time', { timeStyle: 'short' }, instant, language, timeZone);
}

/** The formatting functions with the language and time zone already chosen. */
export interface Formatters {
  readonly language: Language;
  readonly timeZone: string;
  formatCentavos(centavos: number, options?: MoneyOptions): string;
  formatPesos(pesos: number, options?: MoneyOptions): string;
  formatNumber(value: number, options?: NumberOptions): string;
  formatDate(instant: Instant): string;
  formatDay(day: Instant): string;
  formatDateTime(instant: Instant): string;
  formatTime(instant: Instant): string;
}

const bound = new Map<string, Formatters>();

/** Every formatter bound to one language and time zone (the same object for the same pair). */
export function formattersFor(language: Language, timeZone = DEFAULT_TIME_ZONE): Formatters {
  const id = `${language}|${timeZone}`;
  let formatters = bound.get(id);
  if (!formatters) {
    formatters = {
      language,
      timeZone,
      formatCentavos: (centavos, options) => formatCentavos(centavos, language, options),
      formatPesos: (pesos, options) => formatPesos(pesos, language, options),
      formatNumber: (value, options) => formatNumber(value, language, options),
      formatDate: (instant) => formatDate(instant, language, timeZone),
      formatDay: (day) => formatDay(day, language),
      formatDateTime: (instant) => formatDateTime(instant, language, timeZone),
      formatTime: (instant) => formatTime(instant, language, timeZone),
    };
    bound.set(id, formatters);
  }
  return formatters;
}
