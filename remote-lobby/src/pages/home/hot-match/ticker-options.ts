import { TIMING } from '@platform/shared';
import { carouselAdvance, carouselMotion } from '../parts/carousel-motion';

/** The hot-match strip: vertical, 500 ms slides; loops only with several matches. */
export function tickerSwiperOptions(count: number, reducedMotion: boolean) {
  return {
    ...carouselMotion(count, reducedMotion, { speed: TIMING.hotMatchSpeed }),
    direction: 'vertical' as const,
  };
}

/** How often the strip advances on its own: every 5 s with several matches, never for reduced motion. */
export function tickerAdvance(count: number, reducedMotion: boolean) {
  return carouselAdvance(count, reducedMotion, TIMING.hotMatchAutoplay);
}
