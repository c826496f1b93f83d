import { DEFAULT_TIME_ZONE } from '@platform/shared';

export const RANGE_PRESETS = ['today', 'yesterday', '7', '30', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

const MANILA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE });
const DAY_MS = 86_400_000;

/** The Manila calendar day (YYYY-MM-DD) `daysAgo` days before `now`. */
export const manilaDay = (now: number, daysAgo = 0) => MANILA_DAY.format(now - daysAgo * DAY_MS);

/** The days of a preset (custom keeps the days given), both ends included, as Manila reads them. */
export function presetRange(preset: RangePreset, now: number, custom: DayRange): DayRange {
  switch (preset) {
    case 'today':
      return { from: manilaDay(now), to: manilaDay(now) };
    case 'yesterday':
      return { from: manilaDay(now, 1), to: manilaDay(now, 1) };
    case '7':
      return { from: manilaDay(now, 6), to: manilaDay(now) };
    case '30':
      return { from: manilaDay(now, 29), to: manilaDay(now) };
    case 'custom':
      return custom.from <= custom.to ? custom : { from: custom.to, to: custom.from };
  }
}
