import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Button,
  Dialog,
  LOADING_MS,
  RULE_FORM_OPTIONS,
  SMS,
  TextField,
  toast,
  useFormFields,
  useTranslation,
  useWrite,
} from '@platform/shared';
import type { BindKind } from '@platform/shared/contract';
import { bindCodeMutation, bindContactMutation } from '../../api/contact-binding';
import { useCountdown } from '../../features/money/use-countdown';
import styles from '../../features/money/money.module.css';
import { BIND_RESOLVERS, bindFieldOf, type BindValues } from './bind-rules';
import own from './security.module.css';

const TARGET_INPUT = {
  mobile: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 20 },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 255 },
} as const;

/**
 * Binds (or changes) the member's mobile number or e-mail: a code sent to the new one, and the login
 * password, since these are how the account is recovered.
 */
export function BindContactDialog({
  user,
  kind,
  changing,
  onClose,
}: {
  user: string;
  kind: BindKind;
  /** One is bound already: the dialog replaces it. */
  changing: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('member');
  const form = useForm<BindValues>({
    ...RULE_FORM_OPTIONS,
    resolver: BIND_RESOLVERS[kind],
    defaultValues: { target: '', verificationCode: '', password: '' },
  });
  const fields = useFormFields(form);
  const sending = useWrite(bindCodeMutation(kind), { form });
  const submit = useWrite(bindContactMutation(user, kind), { form });
  const [resendAt, setResendAt] = useState<string | null>(null);
  const secondsLeft = useCountdown(resendAt ?? new Date(0).toISOString(), resendAt !== null);
  const waiting = secondsLeft > 0;
  const waitFor = (seconds: number) => setResendAt(new Date(Date.now() + seconds * 1_000).toISOString());

  const sendCode = async () => {
    if (!(await form.trigger('target'))) {
      form.setFocus('target');
      return;
    }
    await sending.run(form.getValues('target').trim(), {
      waitMs: LOADING_MS.smsSend,
      onSuccess: ({ expiredMinutes }) => {
        toast.success(t('binding.code_sent'));
        waitFor(expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : SMS.defaultCountdownSeconds);
        form.setFocus('verificationCode');
      },
      onFailure: (failure) => {
        const wait = failure.data?.retryAfterSeconds;
        if (failure.code === 'rate.limited' && wait) waitFor(wait);
        return bindFieldOf(failure.data?.field) ?? 'toast';
      },
    });
  };

  const onValid = (values: BindValues) =>
    submit.run(
      { ...values, target: values.target.trim() },
      {
        onSuccess: () => {
          toast.success(t(`binding.${kind}.bound`));
          onClose();
        },
        // What was typed stays, so only the faulty field needs fixing.
        onFailure: (failure) => bindFieldOf(failure.data?.field) ?? 'toast',
      },
    );

  const getCode = (
    <Button
      variant="secondary"
      className={`${own.action} ${own.addon}`}
      disabled={sending.busy || waiting}
      aria-live="polite"
      onClick={() => void sendCode()}
    >
      {waiting ? t('binding.resend_in', { seconds: secondsLeft }) : t('binding.get_code')}
    </Button>
  );

  return (
    <Dialog title={t(`binding.${kind}.${changing ? 'change' : 'bind'}`)} onClose={onClose}>
      <form className={styles.stack} noValidate onSubmit={fields.handleSubmit(onValid)}>
        <p className={styles.muted}>{t(`binding.${kind}.hint`)}</p>
        <TextField {...fields.field('target')} label={t(`binding.${kind}.label`)} {...TARGET_INPUT[kind]} />
        <TextField
          {...fields.field('verificationCode')}
          label={t('binding.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS.codeMaxLength}
          addon={getCode}
        />
        <TextField
          {...fields.field('password')}
          label={t('binding.password')}
          hint={t('binding.password_hint')}
          type="password"
          autoComplete="current-password"
          revealable
        />
        <Button type="submit" block disabled={submit.busy} busy={submit.busy}>
          {t('binding.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
