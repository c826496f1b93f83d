import { useTranslation } from '@platform/shared';
import { PERIOD_KEYS, type PeriodKey } from './periods';
import styles from '../report/report.module.css';

/** The period choice of every report: today, yesterday, the last 7 or 30 days. */
export function PeriodTabs({ value, onChange }: { value: PeriodKey; onChange: (key: PeriodKey) => void }) {
  const { t } = useTranslation('agent');
  return (
    <div className={styles.tabs} role="group" aria-label={t('period.label')}>
      {PERIOD_KEYS.map((key) => (
        <button
          key={key}
          type="button"
          className={styles.tab}
          aria-pressed={key === value}
          onClick={() => onChange(key)}
        >
          {t(`period.${key}`)}
        </button>
      ))}
    </div>
  );
}
