import { useForm } from 'react-hook-form';
import {
  Button,
  RULE_FORM_OPTIONS,
  TextField,
  queryClient,
  toast,
  useFormFields,
  useSubmit,
  useTranslation,
} from '@platform/shared';
import { putPaymentPassword } from '../../api/payment-password';
import { withdrawInfoKey } from '../../api/withdraw-info';
import { PAYMENT_PASSWORD_INPUT } from '../../features/money/money';
import styles from '../../features/money/money.module.css';
import { passwordResolver, type PasswordValues } from './withdraw-rules';

/** The first visit: the payment password is set once, before any withdrawal. */
export function PaymentPasswordForm({ user }: { user: string }) {
  const { t } = useTranslation('member');
  const form = useForm<PasswordValues>({
    ...RULE_FORM_OPTIONS,
    resolver: passwordResolver,
    defaultValues: { password: '', confirm: '' },
  });
  const fields = useFormFields(form);
  const submit = useSubmit(form);

  const onValid = ({ password }: PasswordValues) =>
    submit.run(() => putPaymentPassword({ password }), {
      onSuccess: async () => {
        toast.success(t('withdraw.password_saved'));
        await queryClient.invalidateQueries({ queryKey: withdrawInfoKey(user) });
      },
      onFailure: (failure) => (failure.data?.field ? 'password' : 'toast'),
    });

  return (
    <form
      className={`${styles.panel} ${styles.stack}`}
      noValidate
      aria-labelledby="payment-password-title"
      onSubmit={fields.handleSubmit(onValid)}
    >
      <h2 id="payment-password-title" className={styles.heading}>
        {t('withdraw.set_password_title')}
      </h2>
      <p className={styles.muted}>{t('withdraw.set_password_intro')}</p>
      <TextField
        {...fields.field('password')}
        label={t('withdraw.new_password')}
        {...PAYMENT_PASSWORD_INPUT}
        autoComplete="new-password"
      />
      <TextField
        {...fields.field('confirm')}
        label={t('withdraw.confirm_password')}
        {...PAYMENT_PASSWORD_INPUT}
        autoComplete="new-password"
      />
      <Button type="submit" block disabled={submit.busy} busy={submit.busy}>
        {t('withdraw.set_password')}
      </Button>
    </form>
  );
}
