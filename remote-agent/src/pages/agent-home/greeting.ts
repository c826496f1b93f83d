import { GREETING_BANDS } from '@platform/shared';

export type GreetingKey = (typeof GREETING_BANDS)[number]['key'];

/** The greeting band for an hour of the day (0 to 24, inclusive, as the bands are written). */
export function greetingFor(hour: number): GreetingKey {
  const band = Number.isInteger(hour) ? GREETING_BANDS.find(({ from, to }) => hour >= from && hour <= to) : undefined;
  if (!band) throw new RangeError(`No greeting for hour ${hour}: expected a whole hour from 0 to 24.`);
  return band.key;
}
