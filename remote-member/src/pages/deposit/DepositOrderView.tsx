import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Link,
  QueryState,
  confirmDialog,
  paths,
  toast,
  useSearchParams,
  useSiteConfig,
  useTranslation,
  useFormat,
  useWrite,
} from '@platform/shared';
import type { DepositOrder } from '@platform/shared/contract';
import { depositCancelMutation } from '../../api/deposit-cancel';
import { depositOrderQuery } from '../../api/deposit-order';
import styles from '../../features/money/money.module.css';
import { formatClock, useCountdown } from '../../features/money/use-countdown';

export function DepositOrderView({ user, orderNo }: { user: string; orderNo: string }) {
  const order = useQuery(depositOrderQuery(user, orderNo));
  return (
    <div className={styles.page}>
      <QueryState query={order}>{(value) => <OrderDetail user={user} order={value} />}</QueryState>
    </div>
  );
}

function OrderDetail({ user, order }: { user: string; order: DepositOrder }) {
  const { formatPesos, formatDateTime } = useFormat();
  const { t } = useTranslation('member');
  const { t: common } = useTranslation();
  const [, setParams] = useSearchParams();
  const { startup } = useSiteConfig();
  const pending = order.state === 'pending';
  const secondsLeft = useCountdown(order.expiresAt, pending);
  const submit = useWrite(depositCancelMutation(user));
  const channel = t(`money.channel.${order.channel}`);
  const amount = formatPesos(order.amount);

  const cancel = async () => {
    const sure = await confirmDialog({
      message: t('deposit.cancel_confirm'),
      confirmText: t('deposit.cancel'),
      cancelText: common('cancel'),
    });
    if (!sure) return;
    await submit.run(order.orderNo, { onSuccess: () => toast.success(t('deposit.cancelled')) });
  };

  const copyReference = async () => {
    await navigator.clipboard.writeText(order.reference);
    toast.success(t('deposit.copied'));
  };

  // dep_func "1": the newer detail that walks the member through paying; otherwise the classic table.
  const isNew = startup?.mobileTemplate.dep_func === '1';

  return (
    <section className={styles.panel} aria-labelledby="deposit-order-title" data-template={isNew ? 'new' : 'classic'}>
      <div className={styles.row}>
        <h2 id="deposit-order-title" className={styles.heading}>
          {t('deposit.order_title')}
        </h2>
        <span className={styles.state} data-state={order.state}>
          {t(`money.deposit_state.${order.state}`)}
        </span>
      </div>
      <p className={styles.big}>{amount}</p>
      {isNew && pending ? (
        <ol className={styles.steps}>
          <li>{t('deposit.step_open', { channel })}</li>
          <li>{t('deposit.step_amount', { amount })}</li>
          <li>{t('deposit.step_reference', { reference: order.reference })}</li>
        </ol>
      ) : null}
      <dl className={styles.facts}>
        <dt>{t('money.order_no')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('deposit.pay_to')}</dt>
        <dd>
          {channel} · {order.payee.name}
        </dd>
        <dt>{t('deposit.account')}</dt>
        <dd>{order.payee.account}</dd>
        {!isNew ? (
          <>
            <dt>{t('deposit.amount_to_pay')}</dt>
            <dd>{amount}</dd>
          </>
        ) : null}
        <dt>{t('deposit.reference')}</dt>
        <dd>
          <strong>{order.reference}</strong>
        </dd>
        <dt>{t('money.created')}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        {pending ? (
          <>
            <dt>{t('deposit.time_left')}</dt>
            <dd>
              <time role="timer" aria-live="off">
                {formatClock(secondsLeft)}
              </time>
            </dd>
          </>
        ) : null}
      </dl>
      {pending ? (
        <>
          <p className={styles.muted}>{t('deposit.reference_hint')}</p>
          <Button variant="secondary" onClick={() => void copyReference()}>
            {t('deposit.copy_reference')}
          </Button>
          <p className={styles.notice} role="status">
            {t('deposit.waiting')}
          </p>
          <Button variant="secondary" onClick={() => void cancel()} disabled={submit.busy} busy={submit.busy}>
            {t('deposit.cancel')}
          </Button>
        </>
      ) : (
        <p className={styles.notice} role="status">
          {order.state === 'paid'
            ? t('deposit.paid', { amount })
            : t(order.state === 'cancelled' ? 'deposit.closed_cancelled' : 'deposit.closed_expired')}
        </p>
      )}
      <Button onClick={() => setParams({})}>{t('deposit.new_deposit')}</Button>
      <Link to={paths.depositRecord} className={styles.textLink}>
        {t('deposit.record')}
      </Link>
    </section>
  );
}
