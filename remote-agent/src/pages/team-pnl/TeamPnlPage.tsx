import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryState, useTranslation, useFormat } from '@platform/shared';
import { TEAM_LEVELS, type TeamPnlRow } from '@platform/shared/contract';
import { teamPnlQuery } from '../../api/team-pnl';
import { AgentOnly } from '../../features/agent-only/AgentOnly';
import { PeriodTabs } from '../../features/period/PeriodTabs';
import { periodRange, type PeriodKey } from '../../features/period/periods';
import { BarChart } from '../../features/report/BarChart';
import { Figures } from '../../features/report/Figures';
import styles from '../../features/report/report.module.css';

function Pnl({ user }: { user: string }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('agent');
  const [period, setPeriod] = useState<PeriodKey>('today');
  const pnl = useQuery(teamPnlQuery(user, periodRange(period)));
  const levelName = (row: TeamPnlRow) =>
    t(row.level === TEAM_LEVELS ? 'pnl.level_last' : 'pnl.level', { level: row.level });
  const withMembers = (levels: readonly TeamPnlRow[]) => levels.filter((row) => row.memberCount > 0);
  return (
    <div className={styles.page}>
      <PeriodTabs value={period} onChange={setPeriod} />
      <QueryState query={pnl}>
        {({ levels, total }) => (
          <>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('pnl.total')}</h2>
              <Figures
                label={t('pnl.total')}
                items={[
                  { label: t('figures.deposits'), value: formatPesos(total.depositAmount) },
                  { label: t('figures.withdrawals'), value: formatPesos(total.withdrawAmount) },
                  { label: t('figures.bets'), value: formatPesos(total.betAmount) },
                  { label: t('figures.payouts'), value: formatPesos(total.payoutAmount) },
                  { label: t('figures.rebates'), value: formatPesos(total.rebateAmount) },
                  { label: t('figures.win_loss'), value: formatPesos(total.winLossAmount) },
                ]}
              />
            </section>
            {withMembers(levels).length > 0 ? (
              <section className={styles.card}>
                <BarChart
                  bars={withMembers(levels).map((row) => ({
                    key: String(row.level),
                    label: row.level === TEAM_LEVELS ? `${row.level}+` : String(row.level),
                    value: row.winLossAmount,
                  }))}
                  caption={t('pnl.chart')}
                  summary={t('pnl.chart_summary', {
                    values: withMembers(levels)
                      .map((row) => `${levelName(row)}: ${formatPesos(row.winLossAmount)}`)
                      .join(', '),
                  })}
                  axisLabel={t('pnl.level_column')}
                />
              </section>
            ) : null}
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('pnl.by_level')}</h2>
              {/* Wider than the phone in Tagalog: the table scrolls, and the keyboard can scroll it too. */}
              <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('pnl.by_level')}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('pnl.level_column')}</th>
                      <th scope="col">{t('figures.betting')}</th>
                      <th scope="col">{t('figures.bets')}</th>
                      <th scope="col">{t('figures.win_loss')}</th>
                      <th scope="col">{t('figures.deposits')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {withMembers(levels).map((row) => (
                      <tr key={row.level}>
                        <th scope="row">{levelName(row)}</th>
                        <td>{row.betMemberCount}</td>
                        <td>{formatPesos(row.betAmount)}</td>
                        <td>{formatPesos(row.winLossAmount)}</td>
                        <td>{formatPesos(row.depositAmount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}

/** /m/agent/team/pnl: the team's profit and loss for a period, in total and by downline level. */
export function TeamPnlPage() {
  return <AgentOnly>{(agent) => <Pnl user={agent.userName} />}</AgentOnly>;
}
