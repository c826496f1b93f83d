import { Link, paths, useTranslation } from '@platform/shared';
import { useCameFrom } from '../../features/back/back-target';
import styles from './mine-page.module.css';

/** Leads to the app download page; for everyone. */
export function DownloadTile({ className }: { className?: string }) {
  const { t } = useTranslation('member');
  const cameFrom = useCameFrom();
  return (
    <Link to={paths.download} state={cameFrom} className={`${styles.download} ${className ?? ''}`}>
      <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 2h10a2 2 0 012 2v16a2 2 0 01-2 2H7a2 2 0 01-2-2V4a2 2 0 012-2zm0 3v13h10V5zm4 14.5h2V21h-2zM11 7h2v5h2l-3 3.5L9 12h2z"
        />
      </svg>
      <span className={styles.downloadText}>
        <span className={styles.downloadTitle}>{t('mine.download')}</span>
        <span className={styles.downloadHint}>{t('mine.download_hint')}</span>
      </span>
    </Link>
  );
}
