import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageFade } from './use-page-fade';

function touch(type: 'touchstart' | 'touchmove', x: number, y = 100) {
  const event = new Event(type) as TouchEvent;
  Object.defineProperty(event, 'touches', { value: [{ clientX: x, clientY: y }] });
  window.dispatchEvent(event);
}

describe('usePageFade', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fades by default and ignores short or vertical swipes', () => {
    const { result } = renderHook(() => usePageFade());
    act(() => {
      touch('touchstart', 10, 100);
      touch('touchmove', 90, 100);
      touch('touchstart', 10, 100);
      touch('touchmove', 130, 400);
    });
    expect(result.current).toBe(true);
  });

  it('switches the fade off during a swipe back past 100 px and restores it 500 ms later', () => {
    const { result } = renderHook(() => usePageFade());
    act(() => {
      touch('touchstart', 5, 100);
      touch('touchmove', 120, 110);
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
