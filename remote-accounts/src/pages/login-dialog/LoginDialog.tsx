import { useId, useRef } from 'react';
import { Dialog, Link, closeLoginDialog, paths, useTranslation } from '@platform/shared';
import { LoginForm } from '../../features/login-form/LoginForm';
import type { LoginFormHandle } from '../../features/login-form/use-login-form';
import page from '../../features/layout/page.module.css';
import styles from './login-dialog.module.css';

/**
 * The login dialog any app opens with openLoginDialog(): the login page's form in a modal, focused on
 * its first field. On success it closes and the page stays where it was; its links close it before
 * they navigate.
 */
export function LoginDialog() {
  const { t } = useTranslation('accounts');
  const formId = useId();
  const loginForm = useRef<LoginFormHandle>(null);
  return (
    <Dialog title={t('login.title')} titleId={formId} onClose={closeLoginDialog} initialFocus={loginForm}>
      <LoginForm ref={loginForm} onSuccess={closeLoginDialog} labelledBy={formId} onNavigate={closeLoginDialog} />
      <p className={`${page.inline} ${styles.footer}`}>
        <span>{t('login.no_account')}</span>
        <Link to={paths.register} className={page.textLink} onClick={closeLoginDialog}>
          {t('login.register')}
        </Link>
      </p>
    </Dialog>
  );
}
