import { Button, useTranslation } from '@platform/shared';
import styles from './pager.module.css';

/** Previous and next page of a record, and where the member is. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('member');
  if (pages <= 1) return null;
  const where = t('records.page', { page, pages });
  // The steps sit below the list: the next page is read from its top.
  const go = (to: number) => {
    onPage(to);
    window.scrollTo({ top: 0 });
  };
  return (
    <nav className={styles.pager} aria-label={where}>
      <p className={styles.status} aria-live="polite">
        {where}
      </p>
      <Button variant="secondary" className={styles.step} disabled={page <= 1} onClick={() => go(page - 1)}>
        <span aria-hidden="true">‹ </span>
        {t('records.previous')}
      </Button>
      <Button variant="secondary" className={styles.step} disabled={page >= pages} onClick={() => go(page + 1)}>
        {t('records.next')}
        <span aria-hidden="true"> ›</span>
      </Button>
    </nav>
  );
}
