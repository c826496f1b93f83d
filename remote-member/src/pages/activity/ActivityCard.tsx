import { useId } from 'react';
import { Link, useTranslation, useFormat } from '@platform/shared';
import type { ActivitySummary } from '@platform/shared/contract';
import { ActivityActionControl } from '../../features/activity/ActivityActionControl';
import { ActivityPeriod, StatusBadge } from '../../features/activity/ActivityFacts';
import { activityInfoPath } from '../../features/activity/activity-action';
import styles from '../../features/activity/activity.module.css';

/** One promotion in the list: category art, title, summary, dates, status and its action. */
export function ActivityCard({ activity }: { activity: ActivitySummary }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId} data-category={activity.category}>
      <div className={styles.cardArt} aria-hidden="true">
        {activity.bonus > 0 ? <span>{formatPesos(activity.bonus)}</span> : null}
      </div>
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle}>
          {activity.title}
        </h2>
        <StatusBadge status={activity.status} />
        <p className={styles.summary}>{activity.summary}</p>
        <ActivityPeriod activity={activity} />
        <div className={styles.cardActions}>
          <Link className={styles.details} to={activityInfoPath(activity.id)} aria-describedby={titleId}>
            {t('activity.details')}
          </Link>
          <ActivityActionControl activity={activity} />
        </div>
      </div>
    </article>
  );
}
