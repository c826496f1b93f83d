import { lazy } from 'react';
import { useTranslation } from '@platform/shared';
import type { Announcement } from '@platform/shared/contract';
import { OptionalPart } from '../../../features/optional-part';
import { PauseButton } from '../parts/PauseButton';
import { usePrefersReducedMotion } from '../parts/use-reduced-motion';
import { useStillFirst } from '../parts/still-first';
import { BannerSlide, bannerAdvance } from './banner-slide';
import dots from './swiper-dots.module.css';
import styles from './banner-carousel.module.css';

export { BANNER_SIZE, bannerAdvance, bannerSwiperOptions } from './banner-slide';

// Swiper is the biggest part of home's code: the first banner (the page's largest paint) is drawn
// without it, and the carousel takes its place, on the same box, once the page is idle.
const SwiperBanners = lazy(() => import(/* webpackChunkName: "home-swiper" */ './SwiperBanners'));

/** The home banner carousel; renders nothing without banners. A single banner is a plain image. */
export function BannerCarousel({ banners }: { banners: readonly Announcement[] }) {
  const { t } = useTranslation('lobby');
  const reducedMotion = usePrefersReducedMotion();
  const advanceEvery = bannerAdvance(banners.length, reducedMotion);
  const moving = advanceEvery !== null;
  const { box, carousel, onSwiper, slideFocus, paused, togglePaused } = useStillFirst({
    several: banners.length > 1,
    advanceEvery,
  });
  const [first] = banners;
  if (first === undefined) return null;

  const still = <BannerSlide banner={first} first />;
  return (
    <section ref={box} className={`${styles.carousel} ${dots.dots}`} aria-label={t('home.banners')}>
      <div {...slideFocus}>
        {banners.length === 1 || !carousel ? (
          still
        ) : (
          // Without the carousel's code, the first banner stays, still.
          <OptionalPart loading={still} failed={() => still}>
            <SwiperBanners banners={banners} reducedMotion={reducedMotion} onSwiper={onSwiper} />
          </OptionalPart>
        )}
      </div>
      {/* Shown from the first paint: pressed before the carousel is up, it brings the carousel,
          which then starts paused. */}
      {moving ? (
        <div className={styles.control}>
          <PauseButton
            paused={paused}
            onToggle={togglePaused}
            label={paused ? t('home.banner_play') : t('home.banner_pause')}
          />
        </div>
      ) : null}
    </section>
  );
}
