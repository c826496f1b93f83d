import { daysBefore, dayIn } from './manila-time';

export const PERIOD_KEYS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The days a period covers, counted from today in the member's time zone. */
export function periodRange(key: PeriodKey, now = new Date()): DayRange {
  const today = dayIn(now);
  switch (key) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const day = daysBefore(today, 1);
      return { startDate: day, endDate: day };
    }
    case 'last7':
      return { startDate: daysBefore(today, 6), endDate: today };
    case 'last30':
      return { startDate: daysBefore(today, 29), endDate: today };
  }
}
