import { useQuery } from '@tanstack/react-query';
import { QueryState, useTranslation, useFormat } from '@platform/shared';
import { dividendsQuery } from '../../api/dividends';
import { AgentOnly } from '../../features/agent-only/AgentOnly';
import { ContractLists } from '../../features/contracts/ContractLists';
import styles from '../../features/report/report.module.css';

function Dividends({ user }: { user: string }) {
  const { formatPesos, formatDay } = useFormat();
  const { t } = useTranslation('agent');
  const dividends = useQuery(dividendsQuery(user));
  return (
    <div className={styles.page}>
      <QueryState query={dividends}>
        {({ contract, periods }) => (
          <>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('dividend.terms')}</h2>
              {contract ? (
                <ul className={styles.list}>
                  {contract.tiers.map((tier) => (
                    <li key={tier.minimum} className={styles.row}>
                      <span>
                        {t('contract.minimum.dividend')} {formatPesos(tier.minimum)}
                      </span>
                      <span>{tier.value}%</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('dividend.no_contract')}</p>
              )}
            </section>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('dividend.periods')}</h2>
              <ul className={styles.list}>
                {periods.map((period) => (
                  <li key={period.start} className={styles.row}>
                    <span className={styles.rowMain}>
                      {t('dividend.period', { start: formatDay(period.start), end: formatDay(period.end) })}
                    </span>
                    <span>{t(`dividend.status.${period.status}`)}</span>
                    <span className={styles.muted}>
                      {t('dividend.team_loss')} {formatPesos(period.teamLossAmount)} · {t('dividend.rate')}{' '}
                      {period.rate}%
                    </span>
                    <span>
                      {t('dividend.amount')} {formatPesos(period.amount)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </QueryState>
      <ContractLists user={user} />
    </div>
  );
}

/**
 * /m/member/agent/agentDivident: dividends by half-month period under the accepted contract, and every
 * contract of the agent: offers to answer, those in force, and the past ones.
 */
export function DividendPage() {
  return <AgentOnly>{(agent) => <Dividends user={agent.userName} />}</AgentOnly>;
}
