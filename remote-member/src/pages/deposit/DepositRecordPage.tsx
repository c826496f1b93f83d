import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, paths, useTranslation, useFormat } from '@platform/shared';
import { depositListQuery } from '../../api/deposit-list';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';
import { OrderList } from '../../features/money/OrderList';

/** /m/vouReport: every deposit order, newest first; each opens its detail (a pending one to pay or cancel). */
export function DepositRecordPage() {
  const { t } = useTranslation('member');
  return <MoneyGate signIn={t('deposit.sign_in')}>{(user) => <DepositRecord user={user} />}</MoneyGate>;
}

function DepositRecord({ user }: { user: string }) {
  const { formatPesos, formatDateTime } = useFormat();
  const { t } = useTranslation('member');
  const query = useInfiniteQuery(depositListQuery(user));
  return (
    <OrderList
      query={query}
      label={t('deposit.record_title')}
      empty={t('deposit.record_empty')}
      keyOf={(o) => o.orderNo}
    >
      {(order) => (
        // Named by what it shows (amount, state, channel, date, number), so a voice command can say any of it.
        <Link to={`${paths.deposit}?order=${order.orderNo}`} className={styles.item}>
          <span className={styles.row}>
            <strong>{formatPesos(order.amount)}</strong>
            <span className={styles.state} data-state={order.state}>
              {t(`money.deposit_state.${order.state}`)}
            </span>
          </span>
          <span className={styles.row}>
            <span>{t(`money.channel.${order.channel}`)}</span>
            <span>{formatDateTime(order.createdAt)}</span>
          </span>
          <span className={styles.muted}>
            {t('money.order_no')} {order.orderNo}
          </span>
        </Link>
      )}
    </OrderList>
  );
}
