import { useNavigate, useTranslation } from '@platform/shared';
import styles from './page.module.css';

/** For pages the host draws no header on: a back button (home) and the page title. */
export function TopBar({ titleId, title }: { titleId: string; title: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('top_bar.back_home')}
        onClick={() => navigate('/m/home', { replace: true })}
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
        {title}
      </h1>
      <span className={styles.iconSpacer} aria-hidden="true" />
    </header>
  );
}
