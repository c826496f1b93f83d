import { useSearchParams, useTranslation } from '@platform/shared';
import { MoneyGate } from '../../features/money/MoneyGate';
import { DepositForm } from './DepositForm';
import { DepositOrderView } from './DepositOrderView';

/** /m/voucherCenter: choose a channel and an amount; `?order=` shows that order until it is closed. */
export function DepositPage() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const orderNo = params.get('order');
  return (
    <MoneyGate signIn={t('deposit.sign_in')}>
      {(user) =>
        orderNo ? <DepositOrderView key={orderNo} user={user} orderNo={orderNo} /> : <DepositForm user={user} />
      }
    </MoneyGate>
  );
}
