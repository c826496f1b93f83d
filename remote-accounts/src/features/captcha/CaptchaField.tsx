import { forwardRef, type InputHTMLAttributes } from 'react';
import { FIELD_LIMITS, TextField, useRules, useTranslation } from '@platform/shared';
import type { CaptchaImage } from './use-captcha';
import styles from './captcha.module.css';

export interface CaptchaFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  captcha: CaptchaImage | null;
  failed: boolean;
  error?: string | null;
  /** Loads a new image; the caller clears the answer. */
  onReload: () => void;
}

/** The verification-code field with its image; tapping the image shows a new one. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { captcha, failed, error, onReload, ...input },
  ref,
) {
  const { t } = useTranslation('accounts');
  // The hint and the field say what the merchant's rule takes.
  const rule = useRules()?.captcha;
  const min = rule?.minLength ?? FIELD_LIMITS.captchaMinLength;
  const max = rule?.maxLength ?? FIELD_LIMITS.captchaMaxLength;
  // Without a picture the button is named by the words it shows (WCAG 2.5.3, label in name).
  const image = (
    <button
      type="button"
      className={styles.image}
      aria-label={captcha ? t('captcha.reload') : undefined}
      onClick={onReload}
    >
      {captcha ? (
        <img src={captcha.image} alt={t('captcha.image')} width="120" height="44" />
      ) : (
        <span className={styles.placeholder}>{failed ? t('captcha.failed') : t('captcha.loading')}</span>
      )}
    </button>
  );
  return (
    <TextField
      ref={ref}
      label={t('captcha.label')}
      name="captcha"
      // Digits and capitals since the captcha got harder: the spec's numeric keyboard no longer fits.
      inputMode="text"
      autoCapitalize="characters"
      spellCheck={false}
      autoComplete="off"
      maxLength={max}
      placeholder={t('captcha.placeholder')}
      hint={t('captcha.hint', { min, max })}
      error={error}
      addon={image}
      {...input}
    />
  );
});

/** The way from the captcha to the challenge, under the captcha field. */
export function CantSeeImage({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <button type="button" className={styles.switch} onClick={onClick}>
      {t('challenge.cant_see')}
    </button>
  );
}
