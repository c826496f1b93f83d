const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days (complete 24-hour periods) from `regDate` to `now`: 0 on the first day and for a date
 * in the future, null when the date cannot be read.
 */
export function daysSince(regDate: string, now: Date): number | null {
  const start = Date.parse(regDate);
  if (Number.isNaN(start)) return null;
  return Math.max(0, Math.floor((now.getTime() - start) / DAY_MS));
}
