import { useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperProps } from 'swiper/react';

/**
 * How a home carousel moves: only with more than one slide does it loop and take swipes; with reduced
 * motion it does not animate. Whether it advances on its own is `carouselAdvance`'s answer.
 */
export function carouselMotion(count: number, reducedMotion: boolean, { speed }: { speed: number }) {
  const several = count > 1;
  return {
    loop: several,
    allowTouchMove: several,
    speed: reducedMotion ? 0 : speed,
  } satisfies SwiperProps;
}

/** How often a carousel advances on its own (ms): only with several slides, never for reduced motion. */
export function carouselAdvance(count: number, reducedMotion: boolean, delay: number): number | null {
  return count > 1 && !reducedMotion ? delay : null;
}

/**
 * The stop control of a carousel that advances every `advanceEvery` ms (null: it never does; WCAG
 * 2.2.2): it holds still while the visitor paused it, while focus is on one of its slides and while a
 * mouse is over them. Spread `holdProps` on an element around the slides only: focus on the pause
 * button itself must not hold it, or pressing Play would seem to do nothing.
 *
 * It advances by a timer of its own, not Swiper's autoplay: that one asks for an animation frame on
 * every frame for as long as it plays (to report the time left), so a page with a carousel never went
 * quiet. Here nothing runs between slides. Any change of slide, a swipe too, starts the wait afresh; a
 * finger on the slides, or the page out of sight, stops it until they are gone.
 */
export function useCarouselAutoplay(advanceEvery: number | null) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [mouseOver, setMouseOver] = useState(false);
  const running = swiper !== null && advanceEvery !== null && !paused && !focusInside && !mouseOver;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    // The slides announce each change to assistive technology only while the carousel stands still.
    swiper.wrapperEl.setAttribute('aria-live', running ? 'off' : 'polite');
    if (!running || advanceEvery === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let touched = false;
    const wait = () => {
      clearTimeout(timer);
      if (touched || document.visibilityState === 'hidden') return;
      timer = setTimeout(() => {
        if (!swiper.destroyed) swiper.slideNext();
      }, advanceEvery);
    };
    const touchStart = () => {
      touched = true;
      clearTimeout(timer);
    };
    const touchEnd = () => {
      touched = false;
      wait();
    };
    swiper.on('slideChange', wait);
    swiper.on('touchStart', touchStart);
    swiper.on('touchEnd', touchEnd);
    document.addEventListener('visibilitychange', wait);
    wait();
    return () => {
      clearTimeout(timer);
      swiper.off('slideChange', wait);
      swiper.off('touchStart', touchStart);
      swiper.off('touchEnd', touchEnd);
      document.removeEventListener('visibilitychange', wait);
    };
  }, [swiper, running, advanceEvery]);

  return {
    paused,
    togglePaused: () => setPaused((value) => !value),
    onSwiper: setSwiper,
    holdProps: {
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      },
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse') setMouseOver(true);
      },
      onPointerLeave: () => setMouseOver(false),
    },
  };
}
