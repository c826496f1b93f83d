import { useQuery } from '@tanstack/react-query';
import { QueryState, responsibleSettingsQuery, useTranslation } from '@platform/shared';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';
import { BreakForm } from './BreakForm';
import { DepositLimitForm } from './DepositLimitForm';
import { RealityCheckForm } from './RealityCheckForm';

/** /m/responsibleGaming: deposit limits, the reality-check interval, and breaks from play. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('member');
  const trial = { title: t('responsible_gaming.trial_title'), text: t('responsible_gaming.trial') };
  return (
    <MoneyGate signIn={t('responsible_gaming.sign_in')} trial={trial}>
      {(user) => <ResponsibleGaming user={user} />}
    </MoneyGate>
  );
}

function ResponsibleGaming({ user }: { user: string }) {
  const { t } = useTranslation('member');
  const settings = useQuery(responsibleSettingsQuery(user));
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('responsible_gaming.intro')}</p>
      <QueryState query={settings}>
        {(value) => (
          <>
            <section className={`${styles.panel} ${styles.stack}`} aria-labelledby="deposit-limits-title">
              <h2 id="deposit-limits-title" className={styles.heading}>
                {t('responsible_gaming.limits_title')}
              </h2>
              <p className={styles.muted}>{t('responsible_gaming.limits_hint')}</p>
              {value.limits.map((limit) => (
                <DepositLimitForm key={limit.period} user={user} limit={limit} />
              ))}
            </section>
            <RealityCheckForm user={user} minutes={value.realityCheckMinutes} />
          </>
        )}
      </QueryState>
      <BreakForm />
    </div>
  );
}
