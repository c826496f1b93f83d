// Calendar days in Manila (UTC+8, no daylight saving): what every agent report is dated by.
import { AGENT_PAGING } from '@platform/shared/contract';
import { malformed } from '../../http/errors';

export const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Midnight in Manila of a YYYY-MM-DD day, in epoch milliseconds; NaN for a day that does not exist. */
export function dayStart(day: string): number {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? Number.NaN : ms - MANILA_OFFSET_MS;
}

/** The Manila day (YYYY-MM-DD) an instant falls in. */
export const dayOf = (ms: number) => new Date(ms + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in Manila of the day `ms` falls in. */
export const manilaMidnight = (ms: number) => dayStart(dayOf(ms));

export interface Period {
  from: number;
  /** Exclusive. */
  to: number;
  days: string[];
}

/** A request's start and end days as a half-open range; 400 naming the field when they make no period. */
export function periodOf(startDate: string, endDate: string): Period {
  const from = dayStart(startDate);
  const last = dayStart(endDate);
  if (Number.isNaN(from)) throw malformed('startDate is not a calendar day.', 'startDate');
  if (Number.isNaN(last)) throw malformed('endDate is not a calendar day.', 'endDate');
  const count = Math.round((last - from) / DAY_MS) + 1;
  if (count < 1) throw malformed('endDate comes before startDate.', 'endDate');
  if (count > AGENT_PAGING.maxPeriodDays) {
    throw malformed(`A period spans at most ${AGENT_PAGING.maxPeriodDays} days.`, 'endDate');
  }
  const days = Array.from({ length: count }, (_, index) => dayOf(from + index * DAY_MS));
  return { from, to: last + DAY_MS, days };
}
