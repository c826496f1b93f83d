import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { LOADING_MS } from '../config/constants';
import { setLanguage } from '../i18n/instance';
import en from '../i18n/locales/en.json';
import { feedbackState } from '../ui/feedback-store';
import { FORM_FAILURE } from './fields';
import { useSubmit } from './submit';
import type { FailureTarget } from './write';

interface Values {
  username: string;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const formStub = () => ({ setError: vi.fn(), setFocus: vi.fn() }) satisfies FailureTarget<Values>;

beforeEach(() => setLanguage('en'));
afterEach(() => vi.useRealTimers());

describe('the submit helper', () => {
  it('is busy and shows the please-wait notice while the action runs, then hides it', async () => {
    const { result } = renderHook(() => useSubmit());
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    let done: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      done = result.current.run(() => answer.promise, { waitMs: LOADING_MS.logout, onSuccess });
    });
    expect(result.current.busy).toBe(true);
    expect(feedbackState.toast).toMatchObject({ kind: 'loading', text: en.in_please_wait });
    await act(async () => answer.resolve('token'));
    expect(await done).toBe('token');
    expect(onSuccess).toHaveBeenCalledWith('token');
    expect(feedbackState.toast).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('takes the notice down after the given time even when no answer comes', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSubmit());
    act(() => void result.current.run(() => new Promise<never>(() => undefined), { waitMs: 10_000 }));
    act(() => vi.advanceTimersByTime(9_999));
    expect(feedbackState.toast?.kind).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(feedbackState.toast).toBeNull();
    expect(result.current.busy).toBe(true);
  });

  it('runs one action at a time', async () => {
    const { result } = renderHook(() => useSubmit());
    const answer = deferred<number>();
    const action = vi.fn(() => answer.promise);
    let second: Promise<number | undefined> = Promise.resolve(0);
    act(() => {
      void result.current.run(action);
      second = result.current.run(action);
    });
    expect(await second).toBeUndefined();
    await act(async () => answer.resolve(1));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('shows a failure as a translated fail toast by default', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(() => result.current.run(() => Promise.reject(new ApiError('auth.credentials_invalid', 401))));
    expect(feedbackState.toast).toMatchObject({ kind: 'fail', text: en.error.credentials_invalid });
    expect(result.current.busy).toBe(false);
  });

  it('puts a failure under the field it names, and focuses that field', async () => {
    const form = formStub();
    const { result } = renderHook(() => useSubmit<Values>(form));
    await act(() =>
      result.current.run(() => Promise.reject(new ApiError('auth.username_exists', 409)), {
        waitMs: LOADING_MS.register,
        onFailure: () => 'username',
      }),
    );
    expect(form.setError).toHaveBeenCalledWith('username', { type: 'server', message: 'error.username_exists' });
    expect(form.setFocus).toHaveBeenCalledWith('username');
    expect(feedbackState.toast).toBeNull();
  });

  it("puts a failure on the form's own line, or nowhere when the caller showed it", async () => {
    const form = formStub();
    const { result } = renderHook(() => useSubmit<Values>(form));
    const failing = () => Promise.reject(new ApiError('network.offline', 0));
    await act(() => result.current.run(failing, { onFailure: () => 'form' }));
    expect(form.setError).toHaveBeenCalledWith(FORM_FAILURE, { type: 'server', message: 'error.no_internet' });
    await act(() => result.current.run(failing, { onFailure: () => 'none' }));
    expect(form.setError).toHaveBeenCalledTimes(1);
    expect(feedbackState.toast).toBeNull();
  });

  it('stays busy after a success that leaves the page', async () => {
    const { result } = renderHook(() => useSubmit());
    const action = vi.fn(() => Promise.resolve('ok'));
    await act(() => result.current.run(action, { keepBusy: true }));
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
  });
});
