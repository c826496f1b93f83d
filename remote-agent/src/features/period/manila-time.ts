import { DEFAULT_TIME_ZONE as TIME_ZONE } from '@platform/shared';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** The calendar day (YYYY-MM-DD) of an instant in the member's time zone. */
export const dayIn = (date: Date) => dayFormat.format(date);

/** The hour (0–23) of an instant in the member's time zone. */
export const hourIn = (date: Date) => Number(hourFormat.format(date));

/** A day `days` before the given one (calendar arithmetic, no time zone involved). */
export function daysBefore(day: string, days: number): string {
  const ms = Date.parse(`${day}T00:00:00.000Z`) - days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}
