import { useQuery } from '@tanstack/react-query';
import { Empty, QueryState, useTranslation, useFormat } from '@platform/shared';
import { redRainQuery } from '../../api/red-rain';
import { AgentOnly } from '../../features/agent-only/AgentOnly';
import styles from '../../features/report/report.module.css';

function RedRain({ user }: { user: string }) {
  const { formatPesos, formatDateTime, formatTime } = useFormat();
  const { t } = useTranslation('agent');
  const event = useQuery(redRainQuery(user));
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
                    <span>{formatDateTime(session.start)}</span>
                    <span className={styles.muted}>{formatTime(session.end)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('red_rain.rules')}</h2>
              <ul>
                <li>{t('red_rain.rule_deposit', { amount: formatPesos(minDepositAmount) })}</li>
                <li>{t('red_rain.rule_max', { amount: formatPesos(maxEnvelopeAmount) })}</li>
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
                      <span>{formatDateTime(claim.at)}</span>
                      <span className={styles.positive}>{formatPesos(claim.amount)}</span>
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
