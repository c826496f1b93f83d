import { useState } from 'react';
import { useTranslation, type TextKey } from '@platform/shared';
import styles from '../../features/money/money.module.css';
import { RANGE_PRESETS, manilaDay, presetRange, type DayRange, type RangePreset } from './date-range';

const PRESET_KEYS: Record<RangePreset, TextKey<'member'>> = {
  today: 'records.range_today',
  yesterday: 'records.range_yesterday',
  '7': 'records.range_7',
  '30': 'records.range_30',
  custom: 'records.range_custom',
};

/**
 * The days a record shows: today by default; the range in use and setters for the picker.
 * `onChange` runs on every change of days (a paged record goes back to its first page).
 */
export function useDayRange(onChange?: () => void) {
  const [now] = useState(() => Date.now());
  const [preset, choosePreset] = useState<RangePreset>('today');
  const [custom, chooseCustom] = useState<DayRange>(() => ({ from: manilaDay(now, 6), to: manilaDay(now) }));
  const setPreset = (value: RangePreset) => {
    choosePreset(value);
    onChange?.();
  };
  const setCustom = (value: DayRange) => {
    chooseCustom(value);
    onChange?.();
  };
  return { now, preset, setPreset, custom, setCustom, range: presetRange(preset, now, custom) };
}

export type DayRangeState = ReturnType<typeof useDayRange>;

/** Today, yesterday, 7 days, 30 days, or two dates of the last 90 days. */
export function RangePicker({ state }: { state: DayRangeState }) {
  const { t } = useTranslation('member');
  const earliest = manilaDay(state.now, 89);
  const latest = manilaDay(state.now);
  return (
    <fieldset className={styles.choices}>
      <legend>{t('records.range')}</legend>
      <div className={`${styles.presets} ${styles.wide}`}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={state.preset === preset}
            onClick={() => state.setPreset(preset)}
          >
            {t(PRESET_KEYS[preset])}
          </button>
        ))}
      </div>
      {state.preset === 'custom' ? (
        <>
          <DayInput
            label={t('records.from')}
            value={state.custom.from}
            min={earliest}
            max={latest}
            onChange={(from) => state.setCustom({ ...state.custom, from })}
          />
          <DayInput
            label={t('records.to')}
            value={state.custom.to}
            min={earliest}
            max={latest}
            onChange={(to) => state.setCustom({ ...state.custom, to })}
          />
        </>
      ) : null}
    </fieldset>
  );
}

interface DayInputProps {
  label: string;
  value: string;
  min: string;
  max: string;
  onChange: (day: string) => void;
}

function DayInput({ label, value, min, max, onChange }: DayInputProps) {
  return (
    <label className={styles.label}>
      {label}
      <input
        type="date"
        className={styles.select}
        min={min}
        max={max}
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
    </label>
  );
}

/** A paged record's days, page and filters: any change of days or filter goes back to the first page. */
export function useRecordFilter() {
  const [pageNo, setPageNo] = useState(1);
  const days = useDayRange(() => setPageNo(1));
  const refilter = (change: () => void) => {
    change();
    setPageNo(1);
  };
  return { days, pageNo, setPageNo, refilter };
}
