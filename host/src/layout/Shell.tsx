import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths, useSiteConfig, useTranslation } from '@platform/shared';
import { findRoute, MAINTENANCE_PATH } from '../routes/route-table';
import { MaintenancePage } from '../startup/MaintenancePage';
import { RestrictedPage } from '../startup/RestrictedPage';
import { LoginContractPrompts } from '../session/LoginContractPrompts';
import { SessionSync } from '../session/SessionSync';
import { BottomNav } from './bottom-nav/BottomNav';
import { Header } from './header/Header';
import { LoginDialogHost } from './LoginDialogHost';
import { usePageFade } from './use-page-fade';
import styles from './shell.module.css';

/** The frame every page renders in: header, page, bottom navigation, and start-up states. */
export function Shell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { startup } = useSiteConfig();
  const route = findRoute(location.pathname);
  const fade = usePageFade();
  const { t } = useTranslation('host');
  const title = route?.title ? t(`title.${route.title}`) : '';
  const siteName = t('site_name');
  const description = t('site_description');

  // After a move to another page, focus goes to its content, as a page load would put it at the start.
  // The first page keeps the browser's own start: focusing there would only force a layout of the
  // whole page while it is being taken over from the first screen.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname]);

  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);

  // The HTML says it in the default language; a page in the other one says it in its own.
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);

  // Maintenance wins over region restriction.
  if (startup?.maintenance) {
    if (location.pathname !== MAINTENANCE_PATH) return <Navigate to={MAINTENANCE_PATH} replace />;
    return <MaintenancePage />;
  }
  if (startup?.regionRestriction) return <RestrictedPage ip={startup.location.ip} />;
  if (location.pathname === MAINTENANCE_PATH) return <Navigate to={paths.home} replace />;

  const showHeader = route?.header ?? true;
  const showNav = route?.bottomNav ?? true;
  return (
    <div className={styles.shell} data-header={showHeader} data-nav={showNav} data-home={route?.home ?? false}>
      <a className={styles.skip} href="#main">
        {t('skip_to_content')}
      </a>
      {showHeader && route ? <Header route={route} /> : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        <div key={location.pathname} className={fade ? styles.fade : undefined}>
          {children}
        </div>
      </main>
      {showNav ? <BottomNav /> : null}
      <SessionSync />
      <LoginContractPrompts />
      <LoginDialogHost />
    </div>
  );
}
