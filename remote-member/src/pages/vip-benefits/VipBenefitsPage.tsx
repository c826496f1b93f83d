import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Empty, QueryState, useScope, useSessionUser, useTranslation, useFormat } from '@platform/shared';
import type { VipBenefits } from '@platform/shared/contract';
import { vipBenefitsQuery } from '../../api/vip-benefits';
import { SignInRequired } from '../../features/sign-in/SignInRequired';
import { vipProgress } from './vip-progress';
import styles from './vip-benefits.module.css';

function Benefits({ vip }: { vip: VipBenefits }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const headingId = useId();
  const current = vip.levels.find((level) => level.level === vip.level);
  const progress = vipProgress(vip);
  if (vip.levels.length === 0) return <Empty text={t('vip.empty')} />;
  return (
    <>
      <section className={styles.status} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.statusLabel}>
          {t('vip.your_level')}
        </h2>
        <p className={styles.level}>
          {current ? t('vip.level_name', { level: current.level, name: current.name }) : t('vip.no_level')}
        </p>
        <p>{t('vip.turnover', { amount: formatPesos(vip.turnover) })}</p>
        <progress className={styles.progress} max={100} value={progress.percent} aria-label={t('vip.progress')} />
        <p className={styles.next}>
          {progress.next
            ? t('vip.next', { amount: formatPesos(progress.remaining), name: progress.next.name })
            : t('vip.top')}
        </p>
      </section>
      <h2 className={styles.heading}>{t('vip.levels')}</h2>
      <ol className={styles.levels}>
        {vip.levels.map((level) => (
          <li key={level.level} className={styles.card} aria-current={level.level === vip.level ? 'true' : undefined}>
            <h3>{t('vip.level_name', { level: level.level, name: level.name })}</h3>
            {level.level === vip.level ? <p className={styles.badge}>{t('vip.current')}</p> : null}
            <ul>
              <li>{t('vip.requires', { amount: formatPesos(level.turnover) })}</li>
              <li>{t('vip.upgrade_bonus', { amount: formatPesos(level.upgradeBonus) })}</li>
              <li>{t('vip.monthly_bonus', { amount: formatPesos(level.monthlyBonus) })}</li>
              <li>{t('vip.rebate', { percent: level.rebatePercent.toFixed(2) })}</li>
              <li>{t('vip.withdrawals', { count: level.dailyWithdrawals })}</li>
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}

function Loaded({ user }: { user: string }) {
  const query = useQuery(vipBenefitsQuery(user, useScope()));
  return <QueryState query={query}>{(vip) => <Benefits vip={vip} />}</QueryState>;
}

/** /m/member/benefits: the member's VIP level and progress, and what every level gives. */
export function VipBenefitsPage() {
  const { t } = useTranslation('member');
  const user = useSessionUser();
  return (
    <div className={styles.page}>
      {user ? <Loaded user={user} /> : <SignInRequired message={t('common.sign_in_needed')} />}
    </div>
  );
}
