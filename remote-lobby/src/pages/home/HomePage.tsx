import { useEffect } from 'react';
import { QueryState, useTranslation } from '@platform/shared';
import { ReleaseBadge } from '../../features/release-badge/ReleaseBadge';
import { BannerCarousel } from './BannerCarousel';
import { NoticeMarquee } from './NoticeMarquee';
import { bannersOf, marqueeTitlesOf, useHomeAnnouncements } from './announcements';
import styles from './home-page.module.css';

function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <div className={styles.skeletonBanner} aria-hidden="true" />
      <div className={styles.skeletonMarquee} aria-hidden="true" />
      <p role="status" className={styles.srOnly}>
        {t('loading')}
      </p>
    </div>
  );
}

/** /m/home: banners and the announcement marquee, under the host's header. */
export function HomePage() {
  const { t } = useTranslation('lobby');
  const announcements = useHomeAnnouncements();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{t('home.title')}</h1>
      <QueryState query={announcements} loading={<HomeSkeleton />}>
        {({ list }) => (
          <>
            <BannerCarousel banners={bannersOf(list)} />
            <NoticeMarquee titles={marqueeTitlesOf(list)} />
          </>
        )}
      </QueryState>
      <ReleaseBadge />
    </div>
  );
}
