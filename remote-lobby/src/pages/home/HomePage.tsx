import { lazy, useEffect, useMemo, useState } from 'react';
import { Button, QueryState, ResponsibleGaming, useSiteConfig, useTranslation } from '@platform/shared';
import { ReleaseBadge } from '../../features/release-badge/ReleaseBadge';
import { BannerCarousel } from './banner/BannerCarousel';
import { DownloadBar } from './download/DownloadBar';
import { startupDownloadLinks } from './download/download-links';
import { NoticeMarquee } from './marquee/NoticeMarquee';
import { MemberRefresh } from './member-refresh';
import { useNearScreen } from './parts/use-near-screen';
import { OptionalPart } from '../../features/optional-part';
import { useDrawnLater } from '../../features/drawn-later';
import { bannersOf, marqueeTitlesOf, useHomeAnnouncements } from './announcements';
import hidden from '../../features/ui/ui.module.css';
import styles from './home-page.module.css';

// Below the fold: their code (and their calls) come after the banners, once their place is within a
// screen of the viewport. Made afresh on a retry, because a lazy component keeps the failure of its
// first import.
const belowFold = () => lazy(() => import(/* webpackChunkName: "home-below" */ './below-fold'));

// What comes after the banners too: the announcement popups over home, the service dock and the
// download popup and guide it opens; if their code cannot load, home simply goes without them.
const HomePopups = lazy(() =>
  import(/* webpackChunkName: "home-late" */ './popups/HomePopups').then(({ HomePopups }) => ({
    default: HomePopups,
  })),
);
const InstallCorner = lazy(() =>
  import(/* webpackChunkName: "home-late" */ './download/InstallCorner').then(({ InstallCorner }) => ({
    default: InstallCorner,
  })),
);

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <div className={styles.partFailed} role="alert">
      <p>{t('home.part_failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry', { ns: 'common' })}
      </Button>
    </div>
  );
}

function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <div className={styles.skeletonBanner} aria-hidden="true" />
      <div className={styles.skeletonMarquee} aria-hidden="true" />
      <p role="status" className={hidden.srOnly}>
        {t('loading')}
      </p>
    </div>
  );
}

const belowFoldPlaceholder = <div className={styles.belowFold} aria-hidden="true" />;

/** /m/home: download bar, banners, announcements, hot matches, popular games and the service dock. */
export function HomePage() {
  const { t } = useTranslation('lobby');
  const announcements = useDrawnLater(useHomeAnnouncements());
  const { startup } = useSiteConfig();
  const links = useMemo(() => startupDownloadLinks(startup, window.location.origin), [startup]);
  const [BelowFold, setBelow] = useState(belowFold);
  const [watchBelowFold, belowFoldNear] = useNearScreen();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <div className={styles.page}>
      <h1 className={hidden.srOnly}>{t('home.title')}</h1>
      <MemberRefresh />
      <DownloadBar links={links} />
      <QueryState query={announcements} loading={<HomeSkeleton />}>
        {({ list }) => (
          <>
            <BannerCarousel banners={bannersOf(list)} />
            <NoticeMarquee titles={marqueeTitlesOf(list)} />
            <OptionalPart>
              <HomePopups list={list} />
            </OptionalPart>
          </>
        )}
      </QueryState>
      {/* The same place is held from the first paint until the sections come, so the lines under
          them stay put. They come once the announcements are in and their place is within a screen
          of the viewport: scrolling (by touch, arrow keys, space, or Tab to the links under them)
          brings them before the reader gets there. */}
      {announcements.isPending || !belowFoldNear ? (
        <div ref={watchBelowFold} className={styles.belowFold} aria-hidden="true" />
      ) : (
        <OptionalPart
          loading={belowFoldPlaceholder}
          failed={(retry) => <PartFailed onRetry={retry} />}
          onRetry={() => setBelow(belowFold())}
        >
          <BelowFold placeholder={belowFoldPlaceholder} />
        </OptionalPart>
      )}
      {/* The service dock: a row of its own under the games, covering none of them. */}
      {announcements.isPending ? null : (
        <OptionalPart>
          <InstallCorner links={links} />
        </OptionalPart>
      )}
      <ResponsibleGaming />
      <ReleaseBadge />
    </div>
  );
}
