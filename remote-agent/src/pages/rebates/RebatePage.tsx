import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Empty, QueryState, useTranslation, useFormat } from '@platform/shared';
import { GAME_CATEGORIES, type GameCategory, type RebateQuery } from '@platform/shared/contract';
import { rebatesQuery } from '../../api/rebates';
import { AgentOnly } from '../../features/agent-only/AgentOnly';
import { PeriodTabs } from '../../features/period/PeriodTabs';
import { periodRange, type PeriodKey } from '../../features/period/periods';
import styles from '../../features/report/report.module.css';

const isGameCategory = (type: string): type is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(type);

function Rebates({ user, scope }: { user: string; scope: RebateQuery['scope'] }) {
  const { formatPesos, formatDay } = useFormat();
  const { t } = useTranslation('agent');
  const [period, setPeriod] = useState<PeriodKey>('last7');
  const rebates = useQuery(rebatesQuery(user, { ...periodRange(period), scope }));
  return (
    <div className={styles.page}>
      <QueryState query={rebates}>
        {({ rates, list, total }) => (
          <>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('rebate.rates')}</h2>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('rebate.game_type')}</th>
                    <th scope="col">{t('rebate.rate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rates.map((rate) => (
                    <tr key={rate.gameType}>
                      <td>
                        {isGameCategory(rate.gameType)
                          ? t(`game_type.${rate.gameType}`, { ns: 'common' })
                          : rate.gameType}
                      </td>
                      <td>{rate.rate.toFixed(2)}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('rebate.history')}</h2>
              <PeriodTabs value={period} onChange={setPeriod} />
              <p role="status">{t('rebate.total', { amount: formatPesos(total) })}</p>
              {list.length === 0 ? (
                <Empty />
              ) : (
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('rebate.date')}</th>
                      {scope === 'team' ? <th scope="col">{t('rebate.member')}</th> : null}
                      <th scope="col">{t('rebate.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((entry, index) => (
                      <tr key={`${entry.date}-${entry.account}-${index}`}>
                        <td>{formatDay(entry.date)}</td>
                        {scope === 'team' ? <td>{entry.account}</td> : null}
                        <td>{formatPesos(entry.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}

/** /m/member/agent/agentRebeat: the agent's own rates and rebates. */
export function AgentRebatePage() {
  return <AgentOnly>{(agent) => <Rebates user={agent.userName} scope="agent" />}</AgentOnly>;
}

/** /m/member/teamRebate: the rates the team gets at most, and the rebates its members were paid. */
export function TeamRebatePage() {
  return <AgentOnly>{(agent) => <Rebates user={agent.userName} scope="team" />}</AgentOnly>;
}
