import { useQuery } from '@tanstack/react-query';
import { QueryState, useTranslation } from '@platform/shared';
import { teamKpiQuery } from '../../api/team-kpi';
import { dayIn } from '../../features/period/manila-time';
import { Figures } from '../../features/report/Figures';
import styles from './agent-home.module.css';

/** Today's team counters, from the KPI call for today with no list (size 0). */
export function TeamCounters({ user }: { user: string }) {
  const { t } = useTranslation('agent');
  const today = dayIn(new Date());
  const kpi = useQuery(teamKpiQuery(user, { startDate: today, endDate: today, size: 0 }));
  return (
    <section className={styles.card}>
      <h2 className={styles.cardLabel}>{t('home.today_team')}</h2>
      <QueryState query={kpi}>
        {({ footer }) => (
          <Figures
            label={t('home.today_team')}
            items={[
              { label: t('home.counters.logged_in'), value: String(footer.teamLoginMemberCount) },
              { label: t('home.counters.betting'), value: String(footer.teamBetMemberCount) },
              { label: t('home.counters.registered'), value: String(footer.teamRegisterMemberCount) },
              { label: t('home.counters.online'), value: String(footer.teamOnlineCount) },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
