import { useQuery } from '@tanstack/react-query';
import { Link, QueryState, paths, useTranslation, useFormat } from '@platform/shared';
import type { WithdrawInfo } from '@platform/shared/contract';
import { withdrawInfoQuery } from '../../api/withdraw-info';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';
import { AccountsSection } from './AccountsSection';
import { PaymentPasswordForm } from '../../features/payment-password/PaymentPasswordForm';
import { WithdrawForm } from './WithdrawForm';

/** /m/withdraw: the payment password first, then bound accounts and the withdrawal itself. */
export function WithdrawPage() {
  const { t } = useTranslation('member');
  return <MoneyGate signIn={t('withdraw.sign_in')}>{(user) => <Withdraw user={user} />}</MoneyGate>;
}

function Withdraw({ user }: { user: string }) {
  const info = useQuery(withdrawInfoQuery(user));
  return (
    <div className={styles.page}>
      <QueryState query={info}>
        {(value) =>
          value.hasPaymentPassword ? <WithdrawContent user={user} info={value} /> : <PaymentPasswordForm user={user} />
        }
      </QueryState>
    </div>
  );
}

function WithdrawContent({ user, info }: { user: string; info: WithdrawInfo }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const { limits, usedToday } = info;
  return (
    <>
      <section className={styles.panel} aria-labelledby="withdrawable-title">
        <h2 id="withdrawable-title" className={styles.muted}>
          {t('withdraw.withdrawable')}
        </h2>
        <p className={styles.big} data-testid="withdrawable">
          {formatPesos(info.withdrawable)}
        </p>
        <p className={styles.muted}>
          {t('withdraw.per_transaction', {
            min: formatPesos(limits.minPerTransaction),
            max: formatPesos(limits.maxPerTransaction),
          })}
        </p>
        <p className={styles.muted}>
          {t('withdraw.per_day', {
            used: formatPesos(usedToday.amount),
            max: formatPesos(limits.maxPerDay),
            times: usedToday.times,
            timesMax: limits.timesPerDay,
          })}
        </p>
        {info.turnoverRemaining ? (
          <p className={styles.muted} role="note">
            {t('withdraw.turnover_remaining', { amount: formatPesos(info.turnoverRemaining) })}
          </p>
        ) : null}
      </section>
      <AccountsSection user={user} info={info} />
      {info.accounts.length > 0 ? <WithdrawForm user={user} info={info} /> : null}
      <Link to={paths.withdrawReport} className={styles.textLink}>
        {t('withdraw.report')}
      </Link>
    </>
  );
}
