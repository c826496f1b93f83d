import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation, useFormat } from '@platform/shared';
import { withdrawListQuery } from '../../api/withdraw-list';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';
import { OrderList } from '../../features/money/OrderList';
import { accountLabel } from './account-label';

/** /m/withdrawReport: every withdrawal, newest first, with its state and a rejection's reason. */
export function WithdrawReportPage() {
  const { t } = useTranslation('member');
  return <MoneyGate signIn={t('withdraw.sign_in')}>{(user) => <WithdrawReport user={user} />}</MoneyGate>;
}

function WithdrawReport({ user }: { user: string }) {
  const { formatPesos, formatDateTime } = useFormat();
  const { t } = useTranslation('member');
  const query = useInfiniteQuery(withdrawListQuery(user));
  return (
    <OrderList
      query={query}
      label={t('withdraw.report_title')}
      empty={t('withdraw.report_empty')}
      keyOf={(o) => o.orderNo}
    >
      {(order) => (
        <div className={styles.item}>
          <span className={styles.row}>
            <strong>{formatPesos(order.amount)}</strong>
            <span className={styles.state} data-state={order.state}>
              {t(`money.withdraw_state.${order.state}`)}
            </span>
          </span>
          <span>{accountLabel(order.account)}</span>
          <span className={styles.row}>
            <span className={styles.muted}>
              {t('money.order_no')} {order.orderNo}
            </span>
            <span className={styles.muted}>{formatDateTime(order.createdAt)}</span>
          </span>
          {order.reason ? <span className={styles.muted}>{t('withdraw.reason', { reason: order.reason })}</span> : null}
        </div>
      )}
    </OrderList>
  );
}
