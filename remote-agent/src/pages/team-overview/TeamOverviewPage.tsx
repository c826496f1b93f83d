import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryState, useTranslation, useFormat } from '@platform/shared';
import type { TeamKpiDay } from '@platform/shared/contract';
import { teamKpiQuery } from '../../api/team-kpi';
import { AgentOnly } from '../../features/agent-only/AgentOnly';
import { PeriodTabs } from '../../features/period/PeriodTabs';
import { periodRange, type PeriodKey } from '../../features/period/periods';
import { BarChart } from '../../features/report/BarChart';
import { Figures } from '../../features/report/Figures';
import styles from '../../features/report/report.module.css';

/** Bars of the daily bets; the numbers are in the summary text too, for those who cannot see it. */
function BetChart({ days }: { days: readonly TeamKpiDay[] }) {
  const { formatPesos, formatDay } = useFormat();
  const { t } = useTranslation('agent');
  const max = Math.max(0, ...days.map((day) => day.betAmount));
  return (
    <BarChart
      bars={days.map((day) => ({ key: day.date, label: String(Number(day.date.slice(8))), value: day.betAmount }))}
      caption={t('overview.chart')}
      summary={t('overview.chart_summary', {
        from: formatDay(days[0]?.date ?? ''),
        to: formatDay(days.at(-1)?.date ?? ''),
        max: formatPesos(max),
      })}
      axisLabel={t('overview.axis_day')}
    />
  );
}

function Overview({ user }: { user: string }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('agent');
  const [period, setPeriod] = useState<PeriodKey>('last7');
  const range = periodRange(period);
  const days = Math.round((Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000) + 1;
  const kpi = useQuery(teamKpiQuery(user, { ...range, size: days }));
  return (
    <div className={styles.page}>
      <PeriodTabs value={period} onChange={setPeriod} />
      <QueryState query={kpi}>
        {({ footer, list }) => (
          <>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('overview.kpis')}</h2>
              <Figures
                label={t('overview.kpis')}
                items={[
                  { label: t('figures.members'), value: String(footer.teamMemberCount) },
                  { label: t('figures.new_members'), value: String(footer.teamRegisterMemberCount) },
                  { label: t('figures.logged_in'), value: String(footer.teamLoginMemberCount) },
                  { label: t('figures.betting'), value: String(footer.teamBetMemberCount) },
                  { label: t('figures.deposits'), value: formatPesos(footer.depositAmount) },
                  { label: t('figures.withdrawals'), value: formatPesos(footer.withdrawAmount) },
                  { label: t('figures.bets'), value: formatPesos(footer.betAmount) },
                  { label: t('figures.win_loss'), value: formatPesos(footer.winLossAmount) },
                ]}
              />
            </section>
            {list.length > 1 ? (
              <section className={styles.card}>
                <BetChart days={list} />
              </section>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** /m/agent/team/overview: the team's figures for a chosen period, with its bets by day. */
export function TeamOverviewPage() {
  return <AgentOnly>{(agent) => <Overview user={agent.userName} />}</AgentOnly>;
}
