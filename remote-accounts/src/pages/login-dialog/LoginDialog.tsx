import { useId, useRef } from 'react';
import { Link, closeLoginDialog, paths, useTranslation } from '@platform/shared';
import { LoginForm } from '../login/LoginForm';
import type { LoginFormHandle } from '../login/use-login-form';
import { useFocusTrap } from './use-focus-trap';
import page from '../../features/layout/page.module.css';
import styles from './login-dialog.module.css';

/**
 * The login dialog any app opens with openLoginDialog(): the login page's form in a modal. On
 * success it closes and the page stays where it was; its links close it before they navigate.
 */
export function LoginDialog() {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const last = useRef<HTMLAnchorElement>(null);
  const loginForm = useRef<LoginFormHandle>(null);
  useFocusTrap({
    container: dialog,
    first,
    last,
    onOpen: () => loginForm.current?.focus(),
    onEscape: closeLoginDialog,
  });

  return (
    <div className={styles.mask} onClick={(event) => event.target === event.currentTarget && closeLoginDialog()}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('login.title')}
          </h2>
          <button
            ref={first}
            type="button"
            className={page.iconButton}
            aria-label={t('dialog.close')}
            onClick={closeLoginDialog}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <LoginForm ref={loginForm} onSuccess={closeLoginDialog} labelledBy={titleId} onNavigate={closeLoginDialog} />
        <p className={`${page.inline} ${styles.footer}`}>
          <span>{t('login.no_account')}</span>
          <Link ref={last} to={paths.register} className={page.textLink} onClick={closeLoginDialog}>
            {t('login.register')}
          </Link>
        </p>
      </div>
    </div>
  );
}
