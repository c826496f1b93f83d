import { useQuery } from '@tanstack/react-query';
import { Empty, QueryState, useTranslation } from '@platform/shared';
import { redRainQuery } from '../../api/red-rain';
import { AgentOnly } from '../../features/agent-only/AgentOnly';
import { formatAmount } from '../../features/money/format-amount';
import { formatDateTime } from '../../features/period/manila-time';
import styles from '../../features/report/report.module.css';

function RedRain({ user }: { user: string }) {
  const { t, i18n } = useTranslation('agent');
  const event = useQuery(redRainQuery(user));
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <div className={styles.page}>
      <p>{t('red_rain.intro')}</p>
      <QueryState query={event}>
        {({ sessions, minDepositAmount, maxEnvelopeAmount, claims }) => (
          <>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('red_rain.schedule')}</h2>
              <ul className={styles.list}>
                {sessions.map((session) => (
                  <li key={session.start} className={styles.row}>
                    <span>{when(session.start)}</span>
                    <span className={styles.muted}>{when(session.end).slice(-5)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('red_rain.rules')}</h2>
              <ul>
                <li>{t('red_rain.rule_deposit', { amount: formatAmount(minDepositAmount) })}</li>
                <li>{t('red_rain.rule_max', { amount: formatAmount(maxEnvelopeAmount) })}</li>
                <li>{t('red_rain.rule_once')}</li>
              </ul>
            </section>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('red_rain.claims')}</h2>
              {claims.length === 0 ? (
                <Empty />
              ) : (
                <ul className={styles.list}>
                  {claims.map((claim) => (
                    <li key={claim.at} className={styles.row}>
                      <span>{when(claim.at)}</span>
                      <span className={styles.positive}>{formatAmount(claim.amount)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}

/** /m/redRain: the red-envelope event: its sessions, rules and the agent's catches. */
export function RedRainPage() {
  return <AgentOnly>{(agent) => <RedRain user={agent.userName} />}</AgentOnly>;
}
