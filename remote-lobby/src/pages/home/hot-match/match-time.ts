/**
 * Manila's offset from UTC: the Philippines have kept UTC+8, with no daylight saving, since 1978.
 * Reckoned by hand, not with Intl: the first Intl date format with a time zone loads the zone data
 * (a tenth of a second of a phone's CPU), and this module loads with the home page.
 */
const MANILA_OFFSET_MS = 8 * 3_600_000;

const two = (value: number) => String(value).padStart(2, '0');

/** A match time as MM/DD HH:mm in Asia/Manila, whatever the device's zone; empty when unreadable. */
export function matchTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const manila = new Date(time + MANILA_OFFSET_MS);
  return `${two(manila.getUTCMonth() + 1)}/${two(manila.getUTCDate())} ${two(manila.getUTCHours())}:${two(manila.getUTCMinutes())}`;
}
