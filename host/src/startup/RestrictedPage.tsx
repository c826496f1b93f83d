import { useTranslation } from '@platform/shared';
import styles from './startup.module.css';

/** Shown to visitors from a restricted region, with their IP address. */
export function RestrictedPage({ ip }: { ip: string }) {
  const { t } = useTranslation('host');
  return (
    <main className={styles.page}>
      <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeWidth="5" />
        <path d="M14 14l36 36" stroke="currentColor" strokeWidth="5" />
      </svg>
      <h1>{t('restricted.title')}</h1>
      <p>{t('restricted.body')}</p>
      <p className={styles.ip}>{t('restricted.ip', { ip })}</p>
    </main>
  );
}
