import { lazy, Suspense, type Ref } from 'react';
import { Button, Link, TextField, paths, useTranslation } from '@platform/shared';
import { CaptchaField, CantSeeImage } from '../captcha/CaptchaField';
import { useLoginForm, type LoginFormHandle } from './use-login-form';
import styles from '../layout/page.module.css';

// Only a member who cannot see the captcha's picture takes this path, after a refused login.
const ChallengePath = lazy(() =>
  import('../captcha/ChallengePath').then(({ ChallengePath }) => ({ default: ChallengePath })),
);

export interface LoginFormProps {
  onSuccess: () => void;
  /** Labels the form (the page or dialog title). */
  labelledBy: string;
  /** Called before a link leaves the form (the dialog closes itself). */
  onNavigate?: () => void;
  /** What the page or dialog may ask of the form (a new captcha, focus on its first field). */
  ref?: Ref<LoginFormHandle>;
}

/** Username and password login, with the captcha once the server asks for it: page and dialog alike. */
export function LoginForm({ onSuccess, labelledBy, onNavigate, ref }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const form = useLoginForm(onSuccess, ref);
  return (
    <form className={styles.form} noValidate aria-labelledby={labelledBy} onSubmit={form.onSubmit}>
      <TextField
        {...form.username}
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('login.username_placeholder')}
        maxLength={form.table?.loginUsername.maxLength}
      />
      <TextField
        {...form.field('password')}
        label={t('login.password')}
        type="password"
        revealable
        autoComplete="current-password"
        placeholder={t('login.password_placeholder')}
        maxLength={form.table?.loginPassword.maxLength}
      />
      {form.captchaShown && form.withoutImage ? (
        <Suspense fallback={null}>
          <ChallengePath status={form.challenge} onUseImage={form.switchToImage} />
        </Suspense>
      ) : null}
      {form.busyNetwork && !form.withoutImage && form.challenge.state !== 'idle' ? (
        <p role="status" className={styles.intro}>
          {t('login.busy_network')}
        </p>
      ) : null}
      {form.captchaShown && !form.withoutImage ? (
        <>
          <CaptchaField
            {...form.field('captcha')}
            captcha={form.captcha.captcha}
            failed={form.captcha.failed}
            onReload={form.reloadCaptcha}
          />
          <CantSeeImage onClick={form.switchToChallenge} />
        </>
      ) : null}
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('remember')} />
          <span>{t('login.remember')}</span>
        </label>
        <Link to={paths.forget} className={styles.textLink} onClick={onNavigate}>
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
