import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router-dom';
import { Button, paths, useTranslation } from '@platform/shared';
import styles from './route-error.module.css';

/**
 * The site's own page for a route that fails or that nothing matches (an odd path such as one with a
 * U+2028 in it escapes the catch-all), instead of the router's developer page.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('host');
  const { t: common } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to={paths.home} replace />;
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
