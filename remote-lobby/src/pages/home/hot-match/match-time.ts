const MANILA = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A match time as MM/DD HH:mm in Asia/Manila, whatever the device's zone; empty when unreadable. */
export function matchTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(MANILA.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.month}/${part.day} ${part.hour}:${part.minute}`;
}
