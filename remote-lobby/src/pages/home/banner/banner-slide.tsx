import { TIMING, useTranslation } from '@platform/shared';
import type { Announcement } from '@platform/shared/contract';
import { SiteLink } from '../parts/SiteLink';
import { carouselAdvance, carouselMotion } from '../parts/carousel-motion';
import styles from './banner-carousel.module.css';

/** The banners' drawn size: fixed, so the first one (the page's largest paint) shifts nothing. */
export const BANNER_SIZE = { width: 750, height: 300 } as const;

/** How the banners move: several loop and page; reduced motion does not animate. */
export function bannerSwiperOptions(count: number, reducedMotion: boolean) {
  return {
    ...carouselMotion(count, reducedMotion, { speed: 300 }),
    pagination: count > 1 ? { clickable: true } : (false as const),
  };
}

/** How often the banners advance on their own: every 5 s with several, never for reduced motion. */
export function bannerAdvance(count: number, reducedMotion: boolean) {
  return carouselAdvance(count, reducedMotion, TIMING.bannerAutoplay);
}

/**
 * One banner: its image, a link where it has one. The first is eager and fetched first. A banner that
 * leads somewhere says so on its call to action, written here in the page's language over the space
 * the art leaves for it; the link is named by the banner's title alone.
 */
export function BannerSlide({ banner, first }: { banner: Announcement; first: boolean }) {
  const { t } = useTranslation('lobby');
  const image = (
    <img
      className={styles.image}
      src={banner.url}
      alt={banner.title}
      {...BANNER_SIZE}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'auto' : 'async'}
    />
  );
  return (
    <SiteLink href={banner.link} className={styles.link} fallback={image}>
      {image}
      <span className={styles.cta} aria-hidden="true">
        {t('home.banner_cta')}
      </span>
    </SiteLink>
  );
}
