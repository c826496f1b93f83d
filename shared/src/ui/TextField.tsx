import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import styles from './ui.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The translated message under the field; marks the field invalid. */
  error?: string | null;
  hint?: string;
  /** Adds a show/hide toggle to a password field. */
  revealable?: boolean;
  /** Something beside the input, such as a get-code button or a captcha image. */
  addon?: ReactNode;
}

/** A labelled input with its error line, wired for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, revealable, addon, type = 'text', className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.inputRow} ${error ? styles.invalid : ''}`}>
        <input
          ref={ref}
          id={id}
          className={styles.input}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {revealable ? (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={revealed}
            aria-label={revealed ? t('hide_password') : t('show_password')}
            onClick={() => setRevealed((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d={
                  revealed
                    ? 'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11a4 4 0 110-8 4 4 0 010 8z'
                    : 'M2 4.3L3.3 3 21 20.7 19.7 22l-3.2-3.2A11 11 0 0112 19c-5 0-9-4.5-10-7a12 12 0 014-4.9L2 4.3zM12 5c5 0 9 4.5 10 7a12 12 0 01-3 4l-3-3a4 4 0 00-5-5L8.7 5.7A10 10 0 0112 5z'
                }
              />
            </svg>
          </button>
        ) : null}
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
