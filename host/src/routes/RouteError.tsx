import type { FallbackProps } from 'react-error-boundary';
import { Button, paths, useTranslation } from '@platform/shared';
import styles from './route-error.module.css';

/** The site's own page for a route that fails while rendering, instead of a blank page. */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  const { t } = useTranslation('host');
  const { t: common } = useTranslation();
  console.error('A page failed while rendering', error);
  return (
    <main className={styles.page}>
      <section role="alert" className={styles.panel}>
        <h1>{common('something_went_wrong')}</h1>
        <p>{t('route_error.message')}</p>
        <Button onClick={() => window.location.assign(paths.home)}>{t('route_error.home')}</Button>
      </section>
    </main>
  );
}
