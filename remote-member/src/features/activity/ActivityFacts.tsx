import { useTranslation, useFormat } from '@platform/shared';
import type { ActivityStatus, ActivitySummary } from '@platform/shared/contract';
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
  const { formatDateTime } = useFormat();
  const { t } = useTranslation('member');
  return (
    <p className={styles.period}>
      {t('activity.period', {
        from: formatDateTime(activity.startsAt),
        to: formatDateTime(activity.endsAt),
      })}
    </p>
  );
}
