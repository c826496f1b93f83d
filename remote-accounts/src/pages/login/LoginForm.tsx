import { Button, Link, TextField, useTranslation } from '@platform/shared';
import { CaptchaField } from '../../features/captcha/CaptchaField';
import { useLoginForm } from './use-login-form';
import styles from '../../features/layout/page.module.css';

export interface LoginFormProps {
  onSuccess: () => void;
  /** Labels the form (the page or dialog title). */
  labelledBy: string;
  /** Called before a link leaves the form (the dialog closes itself). */
  onNavigate?: () => void;
  /** False while another login method is shown; becoming active again reloads the captcha. */
  active?: boolean;
}

/** Username and password login, with the captcha once the server asks for it: page and dialog alike. */
export function LoginForm({ onSuccess, labelledBy, onNavigate, active = true }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const form = useLoginForm(onSuccess, active);
  return (
    <form className={styles.form} noValidate aria-labelledby={labelledBy} onSubmit={form.onSubmit}>
      <TextField
        {...form.fieldProps('username')}
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('login.username_placeholder')}
        maxLength={form.table?.loginUsername.maxLength}
      />
      <TextField
        {...form.fieldProps('password')}
        label={t('login.password')}
        name="password"
        type="password"
        revealable
        autoComplete="current-password"
        placeholder={t('login.password_placeholder')}
        maxLength={form.table?.loginPassword.maxLength}
      />
      {form.captchaShown ? (
        <CaptchaField
          {...form.fieldProps('captcha')}
          captcha={form.captcha.captcha}
          failed={form.captcha.failed}
          onReload={form.reloadCaptcha}
        />
      ) : null}
      <div className={styles.row}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="remember"
            checked={form.remember}
            onChange={(event) => form.setRemember(event.target.checked)}
          />
          <span>{t('login.remember')}</span>
        </label>
        <Link to="/m/forget" className={styles.textLink} onClick={onNavigate}>
          {t('login.forgot')}
        </Link>
      </div>
      <p role="alert" className={styles.failure}>
        {form.failure}
      </p>
      <Button type="submit" block disabled={form.busy} busy={form.busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
