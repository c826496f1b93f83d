import { useTranslation } from '../i18n/translation';
import styles from './ui.module.css';

/** The shared no-data placeholder. */
export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="status">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <rect x="10" y="18" width="44" height="32" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 30h14l4 6h8l4-6h14" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p>{text ?? t('no_data')}</p>
    </div>
  );
}
