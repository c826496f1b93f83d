import { buttonClass, Link, paths, useTranslation } from '@platform/shared';
import styles from './money.module.css';

/** A trial account on a money page: it plays with demo credit, so it is sent to a real account. */
export function TrialNotice() {
  const { t } = useTranslation('member');
  return (
    <section className={styles.panel} aria-labelledby="trial-title">
      <h2 id="trial-title" className={styles.heading}>
        {t('money.trial_title')}
      </h2>
      <p className={styles.muted}>{t('money.trial')}</p>
      <Link to={paths.login} className={buttonClass()}>
        {t('money.log_in')}
      </Link>
    </section>
  );
}
