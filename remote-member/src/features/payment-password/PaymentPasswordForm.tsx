import { useForm } from 'react-hook-form';
import { Button, RULE_FORM_OPTIONS, TextField, toast, useFormFields, useTranslation, useWrite } from '@platform/shared';
import { paymentPasswordMutation } from '../../api/payment-password';
import { PAYMENT_PASSWORD_INPUT } from '../money/money';
import styles from '../money/money.module.css';
import { passwordFields, passwordResolver, type PasswordValues } from './payment-password-rules';

/**
 * The payment password: set before the first withdrawal, or changed (with the old one) from the
 * security centre.
 */
export function PaymentPasswordForm({
  user,
  changing = false,
  intro,
}: {
  user: string;
  changing?: boolean;
  /** What a first-time setter reads; the withdrawal's reason by default. */
  intro?: string;
}) {
  const { t } = useTranslation('member');
  const form = useForm<PasswordValues>({
    ...RULE_FORM_OPTIONS,
    resolver: passwordResolver,
    context: passwordFields(changing),
    defaultValues: { oldPassword: '', password: '', confirm: '' },
  });
  const fields = useFormFields(form);
  const submit = useWrite(paymentPasswordMutation(user), { form });

  const onValid = ({ oldPassword, password }: PasswordValues) =>
    submit.run(changing ? { password, oldPassword } : { password }, {
      onSuccess: () => {
        toast.success(t('withdraw.password_saved'));
        form.reset();
      },
      onFailure: (failure) =>
        failure.data?.field === 'oldPassword' ? 'oldPassword' : failure.data?.field ? 'password' : 'toast',
    });

  return (
    <form
      className={`${styles.panel} ${styles.stack}`}
      noValidate
      aria-labelledby="payment-password-title"
      onSubmit={fields.handleSubmit(onValid)}
    >
      <h2 id="payment-password-title" className={styles.heading}>
        {t(changing ? 'security.change_payment_title' : 'withdraw.set_password_title')}
      </h2>
      {changing ? null : <p className={styles.muted}>{intro ?? t('withdraw.set_password_intro')}</p>}
      {changing ? (
        <TextField
          {...fields.field('oldPassword')}
          label={t('security.old_payment_password')}
          {...PAYMENT_PASSWORD_INPUT}
          autoComplete="current-password"
        />
      ) : null}
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
        {t(changing ? 'security.change_payment_submit' : 'withdraw.set_password')}
      </Button>
    </form>
  );
}
