import { Button, useTranslation } from '@platform/shared';
import styles from '../../features/money/money.module.css';

/** Previous and next page of a record, and where the member is. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('member');
  if (pages <= 1) return null;
  return (
    <nav className={styles.row} aria-label={t('records.page', { page, pages })}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('records.previous')}
      </Button>
      <span className={styles.muted}>{t('records.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('records.next')}
      </Button>
    </nav>
  );
}
