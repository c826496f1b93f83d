import { useForm } from 'react-hook-form';
import {
  Button,
  RULE_FORM_OPTIONS,
  TextField,
  ruleResolver,
  toast,
  useFormFields,
  useTranslation,
  useFormat,
  useWrite,
} from '@platform/shared';
import type { DepositLimit } from '@platform/shared/contract';
import { depositLimitMutation } from '../../api/deposit-limit';
import { amountVerdict, parseAmount } from '../../features/money/money';
import styles from '../../features/money/money.module.css';

interface LimitValues {
  amount: string;
}

// An empty field asks for no limit at all.
const limitResolver = ruleResolver<LimitValues>({
  amount: (value) => (value.trim() === '' ? { pass: true } : amountVerdict(value, null)),
});

/** One period's limit: what it is, what the window has used, a raise waiting, and the change form. */
export function DepositLimitForm({ user, limit }: { user: string; limit: DepositLimit }) {
  const { formatPesos, formatDateTime } = useFormat();
  const { t } = useTranslation('member');
  const form = useForm<LimitValues>({ ...RULE_FORM_OPTIONS, resolver: limitResolver, defaultValues: { amount: '' } });
  const fields = useFormFields(form);
  const submit = useWrite(depositLimitMutation(user), { form });
  const amountText = (amount: number | null) =>
    amount === null ? t('responsible_gaming.no_limit') : formatPesos(amount);
  const titleId = `limit-${limit.period}-title`;

  const onValid = ({ amount }: LimitValues) =>
    submit.run(
      { period: limit.period, amount: parseAmount(amount) },
      {
        onSuccess: (settings) => {
          form.reset();
          const saved = settings.limits.find((next) => next.period === limit.period);
          toast.success(
            t(saved?.pending ? 'responsible_gaming.limit_pending_saved' : 'responsible_gaming.limit_saved'),
          );
        },
        onFailure: (failure) => (failure.data?.field === 'amount' ? 'amount' : 'toast'),
      },
    );

  return (
    <form className={styles.stack} noValidate aria-labelledby={titleId} onSubmit={fields.handleSubmit(onValid)}>
      <h3 id={titleId} className={styles.heading}>
        {t(`responsible_gaming.period.${limit.period}`)}
      </h3>
      <p>{t('responsible_gaming.current', { amount: amountText(limit.amount) })}</p>
      <p className={styles.muted}>
        {t(`responsible_gaming.used.${limit.period}`, { amount: formatPesos(limit.used) })}
      </p>
      {limit.pending ? (
        <p role="status">
          {t('responsible_gaming.pending', {
            amount: amountText(limit.pending.amount),
            date: formatDateTime(limit.pending.appliesAt),
          })}
        </p>
      ) : null}
      <TextField
        {...fields.field('amount')}
        label={t('responsible_gaming.new_limit')}
        placeholder={t('responsible_gaming.new_limit_placeholder')}
        inputMode="decimal"
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" disabled={submit.busy} busy={submit.busy}>
        {t('responsible_gaming.save_limit')}
      </Button>
    </form>
  );
}
