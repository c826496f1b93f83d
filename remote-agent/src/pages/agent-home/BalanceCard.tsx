import { useId } from 'react';
import { ErrorPanel, Link, Loading, useTranslation } from '@platform/shared';
import { formatBalance } from './format-balance';
import { useWallet } from './use-wallet';
import styles from './agent-home.module.css';

/** Total balance with withdraw and deposit; the buttons stay usable when the balance fails. */
export function BalanceCard() {
  const { t } = useTranslation('agent');
  const { t: tCommon } = useTranslation();
  const { state, retry } = useWallet();
  const labelId = useId();
  return (
    <section className={styles.card} aria-labelledby={labelId}>
      <h2 id={labelId} className={styles.cardLabel}>
        {t('home.total_balance')}
      </h2>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'ready' ? <p className={styles.balance}>{formatBalance(state.wallet)}</p> : null}
      {state.status === 'error' ? (
        <ErrorPanel message={`${t('home.balance_unavailable')} ${tCommon(state.error.messageKey)}`} onRetry={retry} />
      ) : null}
      <div className={styles.actions}>
        <Link to="/m/withdraw" className={styles.secondaryAction}>
          {t('home.withdraw')}
        </Link>
        <Link to="/m/voucherCenter" className={styles.primaryAction}>
          {t('home.deposit')}
        </Link>
      </div>
    </section>
  );
}
