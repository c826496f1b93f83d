import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Button,
  RULE_FORM_OPTIONS,
  TextField,
  useFormFields,
  useTranslation,
  useWrite,
  type ApiError,
  type FailurePlace,
  useFormat,
} from '@platform/shared';
import type { WithdrawInfo, WithdrawOrder } from '@platform/shared/contract';
import { withdrawalMutation } from '../../api/withdraw-create';
import { PAYMENT_PASSWORD_INPUT, parseAmount, SubmitKeys } from '../../features/money/money';
import styles from '../../features/money/money.module.css';
import { accountLabel } from './account-label';
import { withdrawResolver, type WithdrawValues } from './withdraw-rules';

const AMOUNT_CODES = new Set([
  'payment.insufficient',
  'payment.amount_range',
  'payment.daily_limit',
  'validation.amount',
]);
/** Said under the payment password: a wrong one, or too many wrong ones (with when it may be tried again). */
const PASSWORD_CODES = new Set(['payment.password_wrong', 'payment.password_locked']);

/** Account, amount and the payment password; a refusal keeps everything typed and says what to fix. */
export function WithdrawForm({ user, info }: { user: string; info: WithdrawInfo }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const form = useForm<WithdrawValues>({
    ...RULE_FORM_OPTIONS,
    resolver: withdrawResolver,
    context: { info },
    defaultValues: { accountId: String(info.accounts[0]?.id ?? ''), amount: '', paymentPassword: '' },
  });
  const fields = useFormFields(form);
  const submit = useWrite(withdrawalMutation(user), { form });
  // One key per withdrawal or deposit meant: a retry or a second tap of the same values sends it again.
  const [keys] = useState(() => new SubmitKeys());
  const [done, setDone] = useState<WithdrawOrder | null>(null);

  const failurePlace = (failure: ApiError): FailurePlace<WithdrawValues> => {
    if (PASSWORD_CODES.has(failure.code)) return 'paymentPassword';
    if (AMOUNT_CODES.has(failure.code)) return 'amount';
    if (failure.code === 'payment.account_missing') return 'accountId';
    return 'toast';
  };

  const onValid = async (values: WithdrawValues) => {
    const amount = parseAmount(values.amount);
    if (amount === null) return;
    // A new key for each password tried: a wrong one made no order, so the next try is a new request.
    const body = {
      accountId: Number(values.accountId),
      amount,
      paymentPassword: values.paymentPassword,
      idempotencyKey: keys.for(`${values.accountId}|${amount}|${values.paymentPassword}`),
    };
    setDone(null);
    await submit.run(body, {
      onSuccess: (order) => {
        keys.clear();
        setDone(order);
        form.reset({ accountId: values.accountId, amount: '', paymentPassword: '' });
      },
      onFailure: failurePlace,
    });
  };

  const accountError = fields.errorOf('accountId');

  return (
    <form
      className={`${styles.panel} ${styles.stack}`}
      noValidate
      aria-label={t('withdraw.form')}
      onSubmit={fields.handleSubmit(onValid)}
    >
      <fieldset className={styles.choices} aria-describedby={accountError ? 'withdraw-account-error' : undefined}>
        <legend>{t('withdraw.pay_to')}</legend>
        {info.accounts.map((account) => (
          <label key={account.id} className={`${styles.choice} ${styles.wide}`}>
            <input type="radio" value={String(account.id)} {...form.register('accountId')} />
            {accountLabel(account)}
          </label>
        ))}
      </fieldset>
      {accountError ? (
        <p id="withdraw-account-error" className={styles.muted} role="alert">
          {accountError}
        </p>
      ) : null}
      <TextField {...fields.field('amount')} label={t('withdraw.amount')} inputMode="decimal" autoComplete="off" />
      <TextField
        {...fields.field('paymentPassword')}
        label={t('withdraw.payment_password')}
        {...PAYMENT_PASSWORD_INPUT}
        autoComplete="off"
      />
      <Button type="submit" block disabled={submit.busy} busy={submit.busy}>
        {t('withdraw.submit')}
      </Button>
      {done ? (
        <p className={styles.notice} role="status">
          {t('withdraw.requested', { amount: formatPesos(done.amount), orderNo: done.orderNo })}
        </p>
      ) : null}
    </form>
  );
}
