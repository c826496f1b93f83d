import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  QueryState,
  paths,
  RULE_FORM_OPTIONS,
  TextField,
  ruleResolver,
  useFormFields,
  useTranslation,
  useWrite,
  type RuleContext,
  useFormat,
  useMemberInfo,
  useSession,
  failed,
} from '@platform/shared';
import { NON_AGENT_HOME_TYPES, type UplineTransfer, type UplineTransferInfo } from '@platform/shared/contract';
import { uplineTransferInfoQuery, uplineTransferMutation } from '../../api/upline-transfer';
import { withdrawInfoQuery } from '../../api/withdraw-info';
import { PAYMENT_PASSWORD_INPUT, SubmitKeys, amountVerdict, parseAmount } from '../../features/money/money';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';
import { GateNotice } from '../../features/money/GateNotice';
import { PaymentPasswordForm } from '../../features/payment-password/PaymentPasswordForm';
import { paymentPasswordVerdict } from '../../features/payment-password/payment-password-rules';

/** /m/upLine/transfer: a member with an upline sends part of the balance to it. */
export function UplineTransferPage() {
  const { t } = useTranslation('member');
  return <MoneyGate signIn={t('transfer.sign_in')}>{(user) => <UplineTransferDoor user={user} />}</MoneyGate>;
}

/**
 * A player always asks the server, which knows the upline: cached member info may be older than a
 * new upline. A top agent has none, so an agent asks only when its member record names an upline.
 */
function UplineTransferDoor({ user }: { user: string }) {
  const { info } = useSession();
  const agent = info !== null && !NON_AGENT_HOME_TYPES.includes(info.type);
  const member = useMemberInfo({ enabled: agent });
  if (!agent) return <UplineTransferContent user={user} />;
  return (
    <QueryState query={member}>
      {(record) => (record.toUpline ? <UplineTransferContent user={user} /> : <AgentNotice />)}
    </QueryState>
  );
}

/** An agent without an upline: its money moves through the agency centre instead. */
function AgentNotice() {
  const { t } = useTranslation('member');
  return (
    <div className={styles.page}>
      <GateNotice
        title={t('transfer.agent_title')}
        text={t('transfer.agent')}
        to={paths.agent}
        link={t('transfer.agent_link')}
      />
    </div>
  );
}

function UplineTransferContent({ user }: { user: string }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const info = useQuery(uplineTransferInfoQuery(user));
  // The withdrawal's payment password guards this money leaving too; a member without one sets it here.
  const payment = useQuery(withdrawInfoQuery(user));
  return (
    <div className={styles.page}>
      <QueryState query={info}>
        {(value) => (
          <>
            <section className={styles.panel} aria-labelledby="transfer-balance-title">
              <h2 id="transfer-balance-title" className={styles.muted}>
                {t('transfer.balance')}
              </h2>
              <p className={styles.big} data-testid="transfer-balance">
                {formatPesos(value.balance)}
              </p>
              <dl className={styles.facts}>
                <dt>{t('transfer.upline')}</dt>
                <dd>
                  {value.upline.nickname} ({value.upline.account})
                </dd>
              </dl>
            </section>
            <QueryState query={payment}>
              {({ hasPaymentPassword }) =>
                hasPaymentPassword ? (
                  <TransferForm user={user} info={value} />
                ) : (
                  <PaymentPasswordForm user={user} intro={t('transfer.set_password_intro')} />
                )
              }
            </QueryState>
          </>
        )}
      </QueryState>
    </div>
  );
}

interface TransferValues {
  amount: string;
  paymentPassword: string;
}

interface TransferContext extends RuleContext {
  balance: number;
}

const transferResolver = ruleResolver<TransferValues, TransferContext>({
  amount: (value, _values, _table, context) => {
    const verdict = amountVerdict(value, null);
    if (!verdict.pass || !context) return verdict;
    return (parseAmount(value) ?? 0) > context.balance ? failed('member:transfer.amount_over_balance') : verdict;
  },
  paymentPassword: paymentPasswordVerdict,
});

function TransferForm({ user, info }: { user: string; info: UplineTransferInfo }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const form = useForm<TransferValues>({
    ...RULE_FORM_OPTIONS,
    resolver: transferResolver,
    context: { balance: info.balance },
    defaultValues: { amount: '', paymentPassword: '' },
  });
  const fields = useFormFields(form);
  const submit = useWrite(uplineTransferMutation(user), { form });
  const [keys] = useState(() => new SubmitKeys());
  const [done, setDone] = useState<UplineTransfer | null>(null);

  const onValid = async (values: TransferValues) => {
    const amount = parseAmount(values.amount);
    if (amount === null) return;
    setDone(null);
    const { paymentPassword } = values;
    const idempotencyKey = keys.for(String(amount));
    await submit.run(
      { amount, idempotencyKey, paymentPassword },
      {
        onSuccess: (transfer) => {
          keys.clear();
          setDone(transfer);
          form.reset({ amount: '', paymentPassword: '' });
        },
        onFailure: (failure) => {
          if (failure.code === 'payment.insufficient' || failure.code === 'validation.amount') return 'amount';
          return failure.data?.field === 'paymentPassword' ? 'paymentPassword' : 'toast';
        },
      },
    );
  };

  return (
    <form
      className={`${styles.panel} ${styles.stack}`}
      noValidate
      aria-label={t('transfer.form')}
      onSubmit={fields.handleSubmit(onValid)}
    >
      <TextField {...fields.field('amount')} label={t('transfer.amount')} inputMode="decimal" autoComplete="off" />
      <TextField
        {...fields.field('paymentPassword')}
        label={t('withdraw.payment_password')}
        {...PAYMENT_PASSWORD_INPUT}
        autoComplete="off"
      />
      <Button type="submit" block disabled={submit.busy} busy={submit.busy}>
        {t('transfer.submit')}
      </Button>
      {done ? (
        <p className={styles.notice} role="status">
          {t('transfer.done', { amount: formatPesos(done.amount), upline: done.upline, transferNo: done.transferNo })}
        </p>
      ) : null}
    </form>
  );
}
