import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LOAD_MS, IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the idle callback alone where the browser has one, at most 4 s', () => {
    const asked: Array<{ callback: () => void; options?: IdleRequestOptions }> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) => {
      asked.push({ callback, options });
      return asked.length;
    });
    const run = vi.fn();
    whenIdle(run);
    expect(asked.map(({ options }) => options)).toEqual([{ timeout: IDLE_TIMEOUT_MS }]);
    expect(IDLE_TIMEOUT_MS).toBe(4000);

    // A browser whose idle callback never comes (the server's copy of the first screen) never runs it.
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();

    asked[0]?.callback();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs nothing once called off', () => {
    const asked: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => asked.push(callback));
    const run = vi.fn();
    whenIdle(run)();
    asked[0]?.();
    expect(run).not.toHaveBeenCalled();
  });

  it('without idle callbacks, runs 2 s after the load event', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const run = vi.fn();
    whenIdle(run);
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();

    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(AFTER_LOAD_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(AFTER_LOAD_MS).toBe(2000);
  });

  it('without idle callbacks, after the load event, runs 2 s later; called off, not at all', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const run = vi.fn();
    whenIdle(run);
    vi.advanceTimersByTime(AFTER_LOAD_MS);
    expect(run).toHaveBeenCalledOnce();

    const off = vi.fn();
    whenIdle(off)();
    vi.advanceTimersByTime(AFTER_LOAD_MS * 2);
    expect(off).not.toHaveBeenCalled();
  });
});
