import { useTranslation } from '../i18n/translation';
import { Button } from './Button';
import styles from './ui.module.css';

/** "Something went wrong" with a way to try again. */
export function ErrorPanel({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.errorPanel} role="alert" aria-live="assertive">
      <h2 className={styles.dialogTitle}>{t('something_went_wrong')}</h2>
      <p>{message ?? t('area_unavailable')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </section>
  );
}

/** The loading text shown while a page or area loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-loading="">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
