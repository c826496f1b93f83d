import { MONEY_PAGING } from '@platform/shared/contract';
import { malformed } from '../../http/errors';

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Manila days `from` to `to` (both included) as [start, end) in milliseconds. */
export function manilaRange(query: { from: string; to: string }): { start: number; end: number } {
  const day = (text: string, field: string) => {
    const at = Date.parse(`${text}T00:00:00Z`);
    if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text)
      throw malformed(`${text} is no date.`, field);
    return at - MANILA_OFFSET_MS;
  };
  const start = day(query.from, 'from');
  const end = day(query.to, 'to') + DAY_MS;
  if (end <= start) throw malformed('from must not be after to.', 'from');
  if (end - start > MONEY_PAGING.maxRangeDays * DAY_MS) {
    throw malformed(`A range is at most ${MONEY_PAGING.maxRangeDays} days.`, 'from');
  }
  return { start, end };
}
