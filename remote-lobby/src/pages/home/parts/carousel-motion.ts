import { useEffect, useState, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperProps } from 'swiper/react';

/**
 * How a home carousel moves: only with more than one slide does it loop and advance (every `delay`
 * ms, on after a swipe too); with reduced motion it never advances on its own and does not animate.
 */
export function carouselMotion(
  count: number,
  reducedMotion: boolean,
  { delay, speed }: { delay: number; speed: number },
) {
  const several = count > 1;
  return {
    loop: several,
    autoplay: several && !reducedMotion ? { delay, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
    allowTouchMove: several,
    speed: reducedMotion ? 0 : speed,
  } satisfies SwiperProps;
}

/**
 * The stop control of a moving carousel (WCAG 2.2.2): it holds still while the visitor paused it or
 * while focus is on one of its slides. Spread `focusProps` on an element around the slides only: focus
 * on the pause button itself must not hold it, or pressing Play would seem to do nothing.
 */
export function useCarouselAutoplay(moving: boolean) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const held = paused || focusInside;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !moving) return;
    if (held) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper, moving, held]);

  return {
    paused,
    togglePaused: () => setPaused((value) => !value),
    onSwiper: setSwiper,
    focusProps: {
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      },
    },
  };
}
