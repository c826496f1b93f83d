import { useNavigate, useTranslation } from '@platform/shared';
import styles from './agent-home.module.css';

/** The agent home has no host header or bottom nav: back to home and the title. */
export function AgentTopBar() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('home.back_home')}
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
      <h1 className={styles.title}>{t('home.title')}</h1>
      <span className={styles.iconButton} aria-hidden="true" />
    </header>
  );
}
