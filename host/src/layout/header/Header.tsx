import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { internalPath, merchantLogoUrl, paths, useSiteConfig, useTranslation } from '@platform/shared';
import type { RouteEntry } from '../../routes/route-table';
import styles from './header.module.css';

// Only home shows them, and the header keeps its height without them: pages that open elsewhere,
// login first, do not download the member's menu, balance and language switch.
const HomeHeaderActions = lazy(() =>
  import(/* webpackChunkName: "home-header" */ './HomeHeaderActions').then(({ HomeHeaderActions }) => ({
    default: HomeHeaderActions,
  })),
);

/**
 * Back: to a `pageBack` path when the page was opened with one (a launched game names where it came
 * from), home from the pages the spec names, otherwise one step back. react-router gives the first
 * location of a history the key "default": there is nothing to go back to, so home.
 */
function goBack(navigate: ReturnType<typeof useNavigate>, route: RouteEntry, location: Location) {
  const pageBack = internalPath(new URLSearchParams(location.search).get('pageBack'));
  if (pageBack) navigate(pageBack, { replace: true });
  else if (route.backHome || location.key === 'default') navigate(paths.home, { replace: true });
  else navigate(-1);
}

/** The shared header: the logo and account actions at home, a back arrow and title elsewhere. */
export function Header({ route }: { route: RouteEntry }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  const { merchantCode } = useSiteConfig();
  return (
    <header className={route.home ? `${styles.header} ${styles.home}` : styles.header}>
      {route.home ? (
        <Link className={styles.logo} to={paths.home} aria-label={t('home_link')}>
          <img src={merchantLogoUrl(merchantCode)} alt="" width="84" height="24" />
        </Link>
      ) : (
        <>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('back')}
            onClick={() => goBack(navigate, route, location)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
          <h1 className={styles.title}>{route.title ? t(`title.${route.title}`) : ''}</h1>
        </>
      )}
      {route.home ? (
        // While they come, a place of their size that says so: the page is not drawn (and the server
        // takes no copy of it) until they are in.
        <Suspense fallback={<span className={styles.actionsPending} data-loading="" aria-hidden="true" />}>
          <HomeHeaderActions />
        </Suspense>
      ) : (
        <span className={styles.spacer} aria-hidden="true" />
      )}
    </header>
  );
}
