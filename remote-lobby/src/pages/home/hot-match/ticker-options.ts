import { TIMING } from '@platform/shared';
import { carouselMotion } from '../parts/carousel-motion';

/** The hot-match strip: vertical; loops and autoplays (500 ms slides, every 5 s) only with several matches. */
export function tickerSwiperOptions(count: number, reducedMotion: boolean) {
  return {
    ...carouselMotion(count, reducedMotion, { delay: TIMING.hotMatchAutoplay, speed: TIMING.hotMatchSpeed }),
    direction: 'vertical' as const,
  };
}
