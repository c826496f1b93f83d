import { Link, paths, useTranslation } from '@platform/shared';
import styles from './page.module.css';

/** The customer-service button of the accounts pages. */
export function ServiceLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <Link to={paths.service} className={styles.serviceLink} onClick={onNavigate}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 3a8 8 0 00-8 8v4a2 2 0 002 2h2v-6H6a6 6 0 0112 0h-2v6h2v1a2 2 0 01-2 2h-3v2h3a4 4 0 004-4v-7a8 8 0 00-8-8z"
          fill="currentColor"
        />
      </svg>
      <span>{t('login.service')}</span>
    </Link>
  );
}
