import { useNavigate, useTranslation } from '@platform/shared';
import styles from './login-page.module.css';

/** The login route has no host header, so the page draws its own: back to home and the title. */
export function LoginTopBar({ titleId }: { titleId: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('login.back_home')}
        onClick={() => navigate('/m/home')}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <h1 id={titleId} className={styles.title}>
        {t('login.title')}
      </h1>
      <span className={styles.iconSpacer} aria-hidden="true" />
    </header>
  );
}
