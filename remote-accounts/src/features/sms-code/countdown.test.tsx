import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { countdownSeconds } from './countdown';
import { useCountdown } from './use-countdown';

describe('the SMS countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lasts expiredMinutes × 60 seconds, 60 when the answer has none', () => {
    expect(countdownSeconds(2)).toBe(120);
    expect(countdownSeconds(0.5)).toBe(30);
    for (const missing of [undefined, null, 0, -1, Number.NaN]) expect(countdownSeconds(missing)).toBe(60);
  });

  it('ticks once a second and is idle again at zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ seconds: 3, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.seconds).toBe(0);
  });

  it('keeps to the end time when the timer is late (a throttled tab)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => {
      vi.setSystemTime(Date.now() + 45_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(14);
  });

  it('starts over when started again, and stops when unmounted', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(10));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.start(10));
    expect(result.current.seconds).toBe(10);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
