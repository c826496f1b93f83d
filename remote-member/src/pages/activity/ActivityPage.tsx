import { useQuery } from '@tanstack/react-query';
import { Empty, Link, QueryState, useScope, useSearchParams, useSessionUser, useTranslation } from '@platform/shared';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@platform/shared/contract';
import { activitiesQuery } from '../../api/activities';
import { ActivityCard } from './ActivityCard';
import styles from '../../features/activity/activity.module.css';

const isCategory = (value: string | null): value is ActivityCategory =>
  ACTIVITY_CATEGORIES.some((category) => category === value);

/** /m/activity: the promotions by category (`?category=`, all by default), each with its status and action. */
export function ActivityPage() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : null;
  const query = useQuery(activitiesQuery(useSessionUser(), useScope(), category));
  const tabs: ReadonlyArray<ActivityCategory | null> = [null, ...ACTIVITY_CATEGORIES];

  return (
    <div className={styles.page}>
      <nav className={styles.tabs} aria-label={t('activity.categories')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab ?? 'all'}>
              {/* The category is part of the address, so a shared link or a reload keeps it. */}
              <Link
                to={{ search: tab ? `?category=${tab}` : '' }}
                replace
                className={styles.tab}
                aria-current={tab === category ? 'page' : undefined}
              >
                {t(`activity.category.${tab ?? 'all'}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState query={query}>
        {(activities) =>
          activities.length === 0 ? (
            <Empty text={t('activity.empty')} />
          ) : (
            <ul className={styles.cards} aria-label={t('activity.title')}>
              {activities.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
