import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Swiper as SwiperInstance } from 'swiper';
import { useCarouselAutoplay } from './carousel-motion';

/** The part of a Swiper the autoplay uses: its events, its wrapper and slideNext, which changes slide. */
function standInSwiper() {
  const handlers = new Map<string, Set<() => void>>();
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  const swiper = {
    destroyed: false,
    wrapperEl: document.createElement('div'),
    on(event: string, handler: () => void) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off(event: string, handler: () => void) {
      handlers.get(event)?.delete(handler);
    },
    slideNext: vi.fn(() => emit('slideChange')),
  };
  return {
    swiper: swiper as typeof swiper & SwiperInstance,
    emit,
    listening: () => [...handlers.values()].reduce((count, set) => count + set.size, 0),
  };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

function mount(advanceEvery: number | null) {
  const stand = standInSwiper();
  const hook = renderHook(() => useCarouselAutoplay(advanceEvery));
  act(() => hook.result.current.onSwiper(stand.swiper));
  return { ...stand, hook };
}

describe('useCarouselAutoplay', () => {
  it('advances every 5 s by a timer, and tells assistive technology nothing while it does', () => {
    const { swiper } = mount(5000);
    expect(swiper.wrapperEl).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(4999));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
    // Between slides nothing is waiting but the one timer: no animation frame runs.
    expect(vi.getTimerCount()).toBe(1);
  });

  it('starts the wait afresh after a swipe, and not while a finger is on the slides', () => {
    const { swiper, emit } = mount(5000);
    act(() => vi.advanceTimersByTime(4000));
    act(() => emit('slideChange'));
    act(() => vi.advanceTimersByTime(4000));
    expect(swiper.slideNext).not.toHaveBeenCalled();

    act(() => emit('touchStart'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => emit('touchEnd'));
    act(() => vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('holds while the page is out of sight, and waits a whole delay once it is back', () => {
    const { swiper } = mount(5000);
    act(() => vi.advanceTimersByTime(3000));
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    act(() => vi.advanceTimersByTime(4999));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('holds while paused and while a mouse is over the slides, and announces changes then', () => {
    const { swiper, hook } = mount(5000);
    act(() => hook.result.current.togglePaused());
    expect(swiper.wrapperEl).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(20_000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => hook.result.current.togglePaused());

    const over = { pointerType: 'mouse' } as Parameters<typeof hook.result.current.holdProps.onPointerEnter>[0];
    act(() => hook.result.current.holdProps.onPointerEnter(over));
    act(() => vi.advanceTimersByTime(20_000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    // A finger resting on a touch screen is not a mouse over the slides.
    act(() => hook.result.current.holdProps.onPointerLeave());
    act(() => hook.result.current.holdProps.onPointerEnter({ ...over, pointerType: 'touch' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('never advances a carousel that does not move, and leaves nothing behind when unmounted', () => {
    const still = mount(null);
    act(() => vi.advanceTimersByTime(60_000));
    expect(still.swiper.slideNext).not.toHaveBeenCalled();
    expect(still.swiper.wrapperEl).toHaveAttribute('aria-live', 'polite');

    const moving = mount(5000);
    expect(moving.listening()).toBeGreaterThan(0);
    moving.hook.unmount();
    expect(moving.listening()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
