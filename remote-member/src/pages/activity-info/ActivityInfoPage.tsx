import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Empty,
  Link,
  QueryState,
  paths,
  toApiError,
  useNavigate,
  useScope,
  useSearchParams,
  useSessionUser,
  useTranslation,
  useFormat,
} from '@platform/shared';
import type { ActivityDetail } from '@platform/shared/contract';
import { activityQuery } from '../../api/activities';
import { idParam } from '../../features/reading/id-param';
import { RichContent } from '../../features/rich-content/RichContent';
import { ActivityActionControl } from '../../features/activity/ActivityActionControl';
import { ActivityPeriod, StatusBadge } from '../../features/activity/ActivityFacts';
import { activityAction, activityInfoPath } from '../../features/activity/activity-action';
import { ApplyForm } from './ApplyForm';
import styles from './activity-info.module.css';

function Application({ application }: { application: NonNullable<ActivityDetail['application']> }) {
  const { formatDateTime } = useFormat();
  const { t } = useTranslation('member');
  return (
    <section className={styles.application} aria-label={t('activity.application')}>
      <h3>{t('activity.application')}</h3>
      <p>{t('activity.application_sent', { date: formatDateTime(application.updatedAt) })}</p>
      {application.comment ? <blockquote>{application.comment}</blockquote> : null}
      <p>{t('activity.application_images', { count: application.imageCount })}</p>
    </section>
  );
}

function Detail({ activity, applying }: { activity: ActivityDetail; applying: boolean }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const user = useSessionUser();
  const navigate = useNavigate();
  const titleId = useId();
  const action = activityAction(activity);
  const formOpen = applying && user !== null && action?.type === 'apply' && !activity.blocked;
  return (
    <article className={styles.detail} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {activity.title}
      </h2>
      <StatusBadge status={activity.status} />
      <p className={styles.summary}>{activity.summary}</p>
      {activity.bonus > 0 ? (
        <p className={styles.bonus}>{t('activity.bonus', { amount: formatPesos(activity.bonus) })}</p>
      ) : null}
      <ActivityPeriod activity={activity} />
      <section className={styles.rules} aria-label={t('activity.rules')}>
        <h3>{t('activity.rules')}</h3>
        <RichContent html={activity.rules} />
      </section>
      {activity.application && activity.status === 'applying' ? (
        <p className={styles.review}>{t('activity.application_review')}</p>
      ) : null}
      {activity.application ? <Application application={activity.application} /> : null}
      {formOpen ? (
        <ApplyForm
          key={activity.id}
          user={user}
          activityId={activity.id}
          onDone={() => navigate(activityInfoPath(activity.id), { replace: true })}
        />
      ) : (
        <div className={styles.action}>
          <ActivityActionControl activity={activity} here />
        </div>
      )}
    </article>
  );
}

/** /m/activityInfo?id=: a promotion's rules (sanitized HTML), the member's status and its action; `&apply=1` opens the form. */
export function ActivityInfoPage() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const user = useSessionUser();
  const scope = useScope();
  const query = useQuery({ ...activityQuery(user, scope, id ?? 0), enabled: id !== null });
  const missing = id === null || (query.isError && toApiError(query.error).status === 404);
  return (
    <div className={styles.page}>
      <Link className={styles.back} to={paths.activity}>
        {t('activity.back')}
      </Link>
      {missing ? (
        <Empty text={t('activity.missing')} />
      ) : (
        <QueryState query={query}>
          {(activity) => <Detail activity={activity} applying={params.get('apply') === '1'} />}
        </QueryState>
      )}
    </div>
  );
}
