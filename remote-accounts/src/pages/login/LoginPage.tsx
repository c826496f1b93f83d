import { useId } from 'react';
import { Button, FIELD_LIMITS, Link, TextField, useNavigate, useTranslation } from '@platform/shared';
import { LoginTopBar } from './LoginTopBar';
import { useLoginForm } from './use-login-form';
import styles from './login-page.module.css';

/** /m/login: username and password login. */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const titleId = useId();
  const form = useLoginForm(() => navigate('/m/home', { replace: true }));

  return (
    <div className={styles.page}>
      <LoginTopBar titleId={titleId} />
      <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={form.onSubmit}>
        <TextField
          ref={form.refs.username}
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('login.username_placeholder')}
          maxLength={form.table?.loginUsername.maxLength}
          value={form.values.username}
          onChange={form.onChange('username')}
          onBlur={form.onBlur('username')}
          error={form.errorOf('username')}
        />
        <TextField
          ref={form.refs.password}
          label={t('login.password')}
          name="password"
          type="password"
          revealable
          autoComplete="current-password"
          placeholder={t('login.password_placeholder')}
          maxLength={form.table?.loginPassword.maxLength}
          value={form.values.password}
          onChange={form.onChange('password')}
          onBlur={form.onBlur('password')}
          error={form.errorOf('password')}
        />
        {form.captchaShown ? (
          <TextField
            ref={form.refs.captcha}
            label={t('login.captcha')}
            name="captcha"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={FIELD_LIMITS.captchaMaxLength}
            placeholder={t('login.captcha_placeholder')}
            hint={t('login.captcha_hint', { min: FIELD_LIMITS.captchaHintMin, max: FIELD_LIMITS.captchaHintMax })}
            value={form.values.captcha}
            onChange={form.onChange('captcha')}
            onBlur={form.onBlur('captcha')}
            error={form.errorOf('captcha')}
          />
        ) : null}
        <div className={styles.row}>
          <label className={styles.remember}>
            <input
              type="checkbox"
              name="remember"
              checked={form.remember}
              onChange={(event) => form.setRemember(event.target.checked)}
            />
            <span>{t('login.remember')}</span>
          </label>
          <Link to="/m/forget" className={styles.textLink}>
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
      <div className={styles.footer}>
        <p className={styles.register}>
          <span>{t('login.no_account')}</span>
          <Link to="/m/register" className={styles.textLink}>
            {t('login.register')}
          </Link>
        </p>
        <Link to="/m/service" className={styles.serviceLink}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M12 3a8 8 0 00-8 8v4a2 2 0 002 2h2v-6H6a6 6 0 0112 0h-2v6h2v1a2 2 0 01-2 2h-3v2h3a4 4 0 004-4v-7a8 8 0 00-8-8z"
              fill="currentColor"
            />
          </svg>
          <span>{t('login.service')}</span>
        </Link>
      </div>
    </div>
  );
}
