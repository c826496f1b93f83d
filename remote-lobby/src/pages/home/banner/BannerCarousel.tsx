import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { TIMING, useLanguage, useTranslation, type Announcement } from '@platform/shared';
import { PauseButton } from '../parts/PauseButton';
import { SiteLink } from '../parts/SiteLink';
import { carouselMotion, useCarouselAutoplay } from '../parts/carousel-motion';
import { usePrefersReducedMotion } from '../parts/use-reduced-motion';
import dots from './swiper-dots.module.css';
import styles from './banner-carousel.module.css';

/** The banners' drawn size: fixed, so the first one (the page's largest paint) shifts nothing. */
export const BANNER_SIZE = { width: 750, height: 300 } as const;

/** How the banners move: several loop, page and advance every 5 s; reduced motion stands still. */
export function bannerSwiperOptions(count: number, reducedMotion: boolean) {
  return {
    ...carouselMotion(count, reducedMotion, { delay: TIMING.bannerAutoplay, speed: 300 }),
    pagination: count > 1 ? { clickable: true } : (false as const),
  };
}

function BannerImage({ banner, first }: { banner: Announcement; first: boolean }) {
  return (
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
}

/** The home banner carousel; renders nothing without banners. */
export function BannerCarousel({ banners }: { banners: readonly Announcement[] }) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const options = bannerSwiperOptions(banners.length, reducedMotion);
  const moving = options.autoplay !== false;
  const autoplay = useCarouselAutoplay(moving);
  if (banners.length === 0) return null;
  return (
    <section className={`${styles.carousel} ${dots.dots}`} aria-label={t('home.banners')}>
      <div {...autoplay.focusProps}>
        {/* Swiper reads these options once, so a change of motion preference or language remounts it. */}
        <Swiper
          key={`${language}-${String(reducedMotion)}`}
          modules={[A11y, Autoplay, Pagination]}
          {...options}
          onSwiper={autoplay.onSwiper}
          a11y={{
            slideLabelMessage: t('home.banner_slide', { index: '{{index}}', total: '{{slidesLength}}' }),
            paginationBulletMessage: t('home.go_to_banner', { index: '{{index}}' }),
          }}
        >
          {banners.map((banner, index) => (
            <SwiperSlide key={banner.id}>
              <SiteLink href={banner.link} className={styles.link}>
                <BannerImage banner={banner} first={index === 0} />
              </SiteLink>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      {moving ? (
        <div className={styles.control}>
          <PauseButton
            paused={autoplay.paused}
            onToggle={autoplay.togglePaused}
            label={autoplay.paused ? t('home.banner_play') : t('home.banner_pause')}
          />
        </div>
      ) : null}
    </section>
  );
}
