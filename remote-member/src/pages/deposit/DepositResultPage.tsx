import { useQuery } from '@tanstack/react-query';
import { Link, QueryState, paths, useFormat, useSearchParams, useTranslation, walletQuery } from '@platform/shared';
import type { DepositOrder } from '@platform/shared/contract';
import { checkoutTarget } from '../../api/deposit-checkout';
import { depositOrderQuery } from '../../api/deposit-order';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';

/** Order numbers as platform-api writes them; anything else in the address is not asked for. */
const ORDER_NO = /^[A-Z0-9]{4,32}$/;

/**
 * /m/deposit/result?orderNo=: where the payment provider sends the person back. Shows how the order
 * ended, asking again while it is pending, and the balance it left (the header's follows the same query).
 */
export function DepositResultPage() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  return (
    <MoneyGate signIn={t('deposit.sign_in')}>
      {(user) => (ORDER_NO.test(orderNo) ? <DepositResult key={orderNo} user={user} orderNo={orderNo} /> : <NoOrder />)}
    </MoneyGate>
  );
}

function NoOrder() {
  const { t } = useTranslation('member');
  return (
    <div className={styles.page}>
      <p className={styles.notice} role="status">
        {t('deposit.result_missing')}
      </p>
      <Link to={paths.deposit} className={styles.textLink}>
        {t('deposit.new_deposit')}
      </Link>
    </div>
  );
}

function DepositResult({ user, orderNo }: { user: string; orderNo: string }) {
  // Asked every few seconds while pending (see depositOrderQuery); a paid answer refreshes the wallet.
  const order = useQuery(depositOrderQuery(user, orderNo));
  return (
    <div className={styles.page}>
      <QueryState query={order}>{(value) => <Outcome user={user} order={value} />}</QueryState>
    </div>
  );
}

function Outcome({ user, order }: { user: string; order: DepositOrder }) {
  const { t } = useTranslation('member');
  const { formatPesos } = useFormat();
  const wallet = useQuery(walletQuery(user));
  const amount = formatPesos(order.amount);
  const checkout = checkoutTarget(order);
  const message = {
    pending: t('deposit.result_pending'),
    paid: t('deposit.paid', { amount }),
    failed: t('deposit.result_failed'),
    cancelled: t('deposit.closed_cancelled'),
    expired: t('deposit.closed_expired'),
  }[order.state];

  return (
    <section className={styles.panel} aria-labelledby="deposit-result-title">
      <div className={styles.row}>
        <h2 id="deposit-result-title" className={styles.heading}>
          {t('deposit.result_title')}
        </h2>
        <span className={styles.state} data-state={order.state}>
          {t(`money.deposit_state.${order.state}`)}
        </span>
      </div>
      <p className={styles.big}>{amount}</p>
      <p className={styles.notice} role="status">
        {message}
      </p>
      <dl className={styles.facts}>
        <dt>{t('deposit.result_amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('deposit.channels')}</dt>
        <dd>{t(`money.channel.${order.channel}`)}</dd>
        <dt>{t('money.order_no')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('deposit.new_balance')}</dt>
        <dd data-testid="deposit-result-balance">{wallet.data ? formatPesos(wallet.data.sumBalance) : '…'}</dd>
      </dl>
      {checkout ? (
        <a href={checkout} className={styles.textLink}>
          {t('deposit.pay_again')}
        </a>
      ) : null}
      <Link to={paths.deposit} className={styles.textLink}>
        {t('deposit.new_deposit')}
      </Link>
      <Link to={paths.depositRecord} className={styles.textLink}>
        {t('deposit.record')}
      </Link>
    </section>
  );
}
