import { useId } from 'react';
import {
  ErrorPanel,
  Link,
  Loading,
  paths,
  useErrorMessage,
  useFormat,
  useTranslation,
  useWallet,
} from '@platform/shared';
import styles from './agent-home.module.css';

/** Total balance with withdraw and deposit; the buttons stay usable when the balance fails. */
export function BalanceCard() {
  const { t } = useTranslation('agent');
  const { formatPesos } = useFormat();
  const wallet = useWallet();
  const failure = useErrorMessage(wallet.data === undefined ? wallet.error : null);
  const labelId = useId();
  return (
    <section className={styles.card} aria-labelledby={labelId}>
      <h2 id={labelId} className={styles.cardLabel}>
        {t('home.total_balance')}
      </h2>
      {wallet.data ? <p className={styles.balance}>{formatPesos(wallet.data.sumBalance)}</p> : null}
      {failure ? (
        <ErrorPanel
          message={`${t('home.balance_unavailable')} ${failure.message}`}
          onRetry={() => void wallet.refetch()}
        />
      ) : null}
      {!wallet.data && !failure ? <Loading /> : null}
      <div className={styles.actions}>
        <Link to={paths.withdraw} className={styles.secondaryAction}>
          {t('home.withdraw')}
        </Link>
        <Link to={paths.deposit} className={styles.primaryAction}>
          {t('home.deposit')}
        </Link>
      </div>
    </section>
  );
}
