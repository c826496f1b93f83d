import { startTransition, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useCarouselAutoplay } from './carousel-motion';
import { whenIdle } from './when-idle';

// Home's carousels start as their first slide, still, drawn without Swiper; the carousel takes its
// place, on the same box, once the page is idle or the visitor reaches for it. Swiper's code is
// neither fetched nor run before, so none of it is in the page's start-up.

/** After a press that brought no click (the finger slid off), how long until the carousel comes. */
const GESTURE_END_MS = 300;

/**
 * Whether the carousel is wanted yet: the first slide stands still until the browser is idle
 * (`whenIdle`), or until the visitor reaches for anything in `box`, whichever comes first. Never with
 * a single slide (`several` false), and not while `hold` is set.
 *
 * Reaching for it brings the carousel in the task after the visitor's action, never during it: a tap
 * on the still slide is let through first (its click lands on the element under the finger, which the
 * carousel would otherwise have replaced between press and release), a key press has done what it does
 * (Enter on a link follows it), and focus that a tap put there does not count on its own.
 */
function useCarouselWanted(boxRef: RefObject<HTMLElement | null>, several: boolean, hold = false) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!several || hold || wanted || !box) return;
    // The carousel is drawn in a transition, which yields to the browser while Swiper's slides render.
    const want = () => startTransition(() => setWanted(true));
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const wantAfter = (ms: number) => () => timers.add(setTimeout(want, ms));
    // A press under way: focus it brings is not a reason on its own.
    let pressed = false;
    const press = () => {
      pressed = true;
    };
    const listeners: Array<[string, () => void]> = [
      ['pointerdown', press],
      ['touchstart', press],
      // The press ends in a click, or the browser takes the gesture over (a scroll), or neither.
      ['click', wantAfter(0)],
      ['pointercancel', wantAfter(0)],
      ['touchcancel', wantAfter(0)],
      ['pointerup', wantAfter(GESTURE_END_MS)],
      ['keydown', wantAfter(0)],
      ['focusin', () => pressed || wantAfter(0)()],
    ];
    const stopWaiting = whenIdle(want);
    for (const [type, listener] of listeners) box.addEventListener(type, listener, { capture: true, passive: true });
    return () => {
      stopWaiting();
      for (const timer of timers) clearTimeout(timer);
      for (const [type, listener] of listeners) box.removeEventListener(type, listener, { capture: true });
    };
  }, [boxRef, several, hold, wanted]);
  return wanted;
}

type Autoplay = Pick<ReturnType<typeof useCarouselAutoplay>, 'onSwiper' | 'holdProps'>;

/**
 * Focus on the still first slide, carried into the carousel: when the carousel takes the still
 * slide's place, focus moves to the same slide's link or button in it rather than being lost with the
 * element that held it. Spread `slideFocus` on the element around the slides (it includes the
 * autoplay's holds) and pass `onSwiper` to Swiper.
 */
function useFocusCarriedIn(autoplay: Autoplay) {
  const focusInSlides = useRef(false);
  return {
    onSwiper(swiper: SwiperInstance) {
      autoplay.onSwiper(swiper);
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!focusInSlides.current || !lost) return;
      swiper.slides[swiper.activeIndex]?.querySelector<HTMLElement>('a, button')?.focus();
    },
    slideFocus: {
      ...autoplay.holdProps,
      onFocus: () => {
        focusInSlides.current = true;
        autoplay.holdProps.onFocus();
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Focus leaving with the element that held it goes nowhere (no related target).
        if (event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget)) {
          focusInSlides.current = false;
        }
        autoplay.holdProps.onBlur(event);
      },
    },
  };
}

/**
 * A home carousel that starts as its still first slide: whether the carousel is wanted yet (see
 * useCarouselWanted; `hold` keeps it still), its autoplay and pause control (`advanceEvery`: how often
 * it advances on its own, null for never), and focus carried from the still slide into it (see useFocusCarriedIn). Put `box` on the
 * carousel's region, spread `slideFocus` on the element around the slides, pass `onSwiper` to Swiper.
 */
export function useStillFirst({
  several,
  advanceEvery,
  hold = false,
}: {
  several: boolean;
  advanceEvery: number | null;
  hold?: boolean;
}) {
  const autoplay = useCarouselAutoplay(advanceEvery);
  const box = useRef<HTMLElement>(null);
  const carousel = useCarouselWanted(box, several, hold);
  const { onSwiper, slideFocus } = useFocusCarriedIn(autoplay);
  return { box, carousel, onSwiper, slideFocus, paused: autoplay.paused, togglePaused: autoplay.togglePaused };
}
