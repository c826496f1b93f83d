import { forwardRef, type InputHTMLAttributes } from 'react';
import { SMS, TextField, toast, useTranslation } from '@platform/shared';
import { countdownSeconds } from './countdown';
import { useCountdown } from './use-countdown';
import styles from './sms-code.module.css';

export interface SmsCodeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onError'> {
  label: string;
  error?: string | null;
  /**
   * Sends a code (after checking the mobile number) with the page's write: answers expiredMinutes,
   * `undefined` when the answer gave none, or null when nothing was sent (a message is already shown).
   */
  send: () => Promise<number | null | undefined>;
  /** The page's code write is on its way: the button waits for it. */
  sending: boolean;
  /** How long the sent message stays: 1.5 s on login and register, 1 s on set-password. */
  sentToastMs: number;
  /** What the sent message says, when not "Code sent" (set-password: only if the number has an account). */
  sentText?: string;
}

/** The SMS code field with its get-code button, which shows the seconds left until a resend. */
export const SmsCodeField = forwardRef<HTMLInputElement, SmsCodeFieldProps>(function SmsCodeField(
  { label, error, send, sending, sentToastMs, sentText, ...input },
  ref,
) {
  const { t } = useTranslation('accounts');
  const countdown = useCountdown();

  const onClick = () =>
    send().then(
      (minutes) => {
        if (minutes === null) return;
        toast.success(sentText ?? t('sms.sent'), sentToastMs);
        countdown.start(countdownSeconds(minutes));
      },
      // `send` shows its own failures; anything else is a bug worth a warning, not a broken page.
      (error: unknown) => console.warn('SMS code request failed', error),
    );

  const button = (
    <button
      type="button"
      className={styles.getCode}
      disabled={sending || countdown.running}
      aria-live="polite"
      onClick={() => void onClick()}
    >
      {countdown.running ? t('sms.resend_in', { seconds: countdown.seconds }) : t('sms.get_code')}
    </button>
  );

  return (
    <TextField
      ref={ref}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS.codeMaxLength}
      error={error}
      addon={button}
      {...input}
    />
  );
});
