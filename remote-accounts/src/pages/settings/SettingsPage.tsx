import { useState } from 'react';
import {
  Button,
  LOADING_MS,
  deleteSession,
  logout,
  sessionState,
  toast,
  useNavigate,
  useSession,
  useTranslation,
} from '@platform/shared';
import { Navigate } from '../../features/layout/Navigate';
import { clearSessionPassword } from '../../features/session-password/session-password';
import styles from './settings.module.css';

/**
 * Sign-out: a please-wait notice, the server logout with the token, then this device (session,
 * auto-login '0', session storage) and home. A failing server call still signs out here.
 */
export async function signOut(goHome: () => void, pleaseWait: string): Promise<void> {
  const token = sessionState.info?.token;
  const waiting = toast.loading(pleaseWait, LOADING_MS.logout);
  try {
    if (token) await deleteSession(token);
  } catch (error) {
    console.warn('Server logout failed; signing out on this device anyway', error);
  } finally {
    toast.hide(waiting);
    clearSessionPassword();
    logout('signed-out');
    goHome();
  }
}

/** /m/set: change password and sign out. Without a session, home. */
export function SettingsPage() {
  const { t } = useTranslation('accounts');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  if (!session.info) return <Navigate to="/m/home" />;

  const open = (path: string) => {
    // The session can end while the page is open: a signed-out tap goes to the login page.
    navigate(sessionState.info ? path : '/m/login');
  };

  return (
    <div className={styles.page}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.item} onClick={() => open('/m/changePsw')}>
            <span>{t('settings.change_password')}</span>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      </ul>
      <Button
        variant="secondary"
        block
        className={styles.signOut}
        disabled={busy}
        busy={busy}
        onClick={() => {
          setBusy(true);
          void signOut(() => navigate('/m/home', { replace: true }), common('in_please_wait'));
        }}
      >
        {t('settings.sign_out')}
      </Button>
    </div>
  );
}
