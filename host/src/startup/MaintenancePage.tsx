import { useTranslation } from '@platform/shared';
import styles from './startup.module.css';

/** Shown instead of the site while the platform is under maintenance. */
export function MaintenancePage() {
  const { t } = useTranslation('host');
  return (
    <main className={styles.page}>
      <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <path
          d="M40 8a14 14 0 00-13 19L8 46l10 10 19-19A14 14 0 0056 24l-8 8-9-3-3-9 8-8a14 14 0 00-4-4z"
          fill="currentColor"
        />
      </svg>
      <h1>{t('maintenance.title')}</h1>
      <p>{t('maintenance.body')}</p>
    </main>
  );
}
