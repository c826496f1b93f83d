import { useState } from 'react';
import {
  Button,
  forgetRememberedLogin,
  LOADING_MS,
  paths,
  sessionState,
  signOut,
  useNavigate,
  useRememberedPasswordKept,
  useSession,
  useTranslation,
} from '@platform/shared';
import { Navigate } from '../../features/layout/Navigate';
import styles from './settings.module.css';

/** /m/set: change password, the remembered password (kept after sign-out) and sign out. Without a session, home. */
export function SettingsPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const kept = useRememberedPasswordKept();
  if (!session.info) return <Navigate to={paths.home} />;

  const open = (path: string) => {
    // The session can end while the page is open: a signed-out tap goes to the login page.
    navigate(sessionState.info ? path : paths.login);
  };

  return (
    <div className={styles.page}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.item} onClick={() => open(paths.changePassword)}>
            <span>{t('settings.change_password')}</span>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      </ul>
      <section className={styles.remembered} aria-label={t('settings.remembered.label')}>
        <p role="status">{kept ? t('settings.remembered.kept') : t('settings.remembered.none')}</p>
        {kept ? (
          <Button variant="secondary" onClick={forgetRememberedLogin}>
            {t('settings.remembered.forget')}
          </Button>
        ) : null}
      </section>
      <Button
        variant="secondary"
        block
        className={styles.signOut}
        disabled={busy}
        busy={busy}
        onClick={() => {
          setBusy(true);
          void signOut({ waitMs: LOADING_MS.logout }).then(() => navigate(paths.home, { replace: true }));
        }}
      >
        {t('settings.sign_out')}
      </Button>
    </div>
  );
}
