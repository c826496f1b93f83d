import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLater } from './use-later';

describe('useLater', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each callback once its delay has passed', () => {
    const { result } = renderHook(() => useLater());
    const first = vi.fn();
    const second = vi.fn();
    act(() => {
      result.current(1000, first);
      result.current(150, second);
    });
    act(() => vi.advanceTimersByTime(150));
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(850));
    expect(first).toHaveBeenCalledOnce();
  });

  it('drops what is still waiting when the component goes away', () => {
    const { result, unmount } = renderHook(() => useLater());
    const run = vi.fn();
    act(() => result.current(1000, run));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
