import { useLanguage, useTranslation, type ActivityStatus, type ActivitySummary } from '@platform/shared';
import { formatDateTime } from '../../features/dates/format-date';
import styles from './activity.module.css';

/** The member's status, as the spec names it. */
export function StatusBadge({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('member');
  return (
    <p className={styles.status} data-status={status}>
      {t('activity.status_label', { status: t(`activity.status.${status}`) })}
    </p>
  );
}

/** When the activity runs, as Manila reads it. */
export function ActivityPeriod({ activity }: { activity: Pick<ActivitySummary, 'startsAt' | 'endsAt'> }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  return (
    <p className={styles.period}>
      {t('activity.period', {
        from: formatDateTime(activity.startsAt, language),
        to: formatDateTime(activity.endsAt, language),
      })}
    </p>
  );
}
