import { lazy, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useTranslation } from '@platform/shared';
import type { Announcement } from '@platform/shared/contract';
import { OptionalPart } from '../../../features/optional-part';
import { PauseButton } from '../parts/PauseButton';
import { useCarouselAutoplay } from '../parts/carousel-motion';
import { usePrefersReducedMotion } from '../parts/use-reduced-motion';
import { whenIdle } from '../parts/when-idle';
import { BannerSlide, bannerSwiperOptions } from './banner-slide';
import dots from './swiper-dots.module.css';
import styles from './banner-carousel.module.css';

export { BANNER_SIZE, bannerSwiperOptions } from './banner-slide';

// Swiper is the biggest part of home's code: the first banner (the page's largest paint) is drawn
// without it, and the carousel takes its place, on the same box, once the page is idle.
const SwiperBanners = lazy(() => import(/* webpackChunkName: "home-swiper" */ './SwiperBanners'));

/** What a visitor does to the banners first: the carousel is wanted at once. */
const FIRST_TOUCH = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Whether the carousel is wanted yet: the first banner stands still until the browser is idle
 * (`whenIdle`), or until the visitor touches, presses or focuses anything in `box`, whichever comes
 * first. Its code is neither fetched nor run before, so none of it is in the page's start-up.
 */
function useCarouselWanted(boxRef: RefObject<HTMLElement | null>, several: boolean) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!several || wanted || !box) return;
    const want = () => setWanted(true);
    const stopWaiting = whenIdle(want);
    for (const type of FIRST_TOUCH) box.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      stopWaiting();
      for (const type of FIRST_TOUCH) box.removeEventListener(type, want, { capture: true });
    };
  }, [boxRef, several, wanted]);
  return wanted;
}

/** The home banner carousel; renders nothing without banners. A single banner is a plain image. */
export function BannerCarousel({ banners }: { banners: readonly Announcement[] }) {
  const { t } = useTranslation('lobby');
  const reducedMotion = usePrefersReducedMotion();
  const moving = bannerSwiperOptions(banners.length, reducedMotion).autoplay !== false;
  const autoplay = useCarouselAutoplay(moving);
  const box = useRef<HTMLElement>(null);
  const carousel = useCarouselWanted(box, banners.length > 1);
  // Whether focus is on a banner: when the carousel takes the still banner's place, focus moves to
  // the same banner in it, rather than being lost with the element that held it.
  const focusInSlides = useRef(false);
  const [first] = banners;
  if (first === undefined) return null;

  const onSwiper = (swiper: SwiperInstance) => {
    autoplay.onSwiper(swiper);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!focusInSlides.current || !lost) return;
    swiper.slides[swiper.activeIndex]?.querySelector<HTMLElement>('a')?.focus();
  };
  const slideFocus = {
    onFocus: () => {
      focusInSlides.current = true;
      autoplay.focusProps.onFocus();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus leaving with the element that held it goes nowhere (no related target).
      if (event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget)) {
        focusInSlides.current = false;
      }
      autoplay.focusProps.onBlur(event);
    },
  };

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
            paused={autoplay.paused}
            onToggle={autoplay.togglePaused}
            label={autoplay.paused ? t('home.banner_play') : t('home.banner_pause')}
          />
        </div>
      ) : null}
    </section>
  );
}
