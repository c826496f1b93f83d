import { act, renderHook } from '@testing-library/react';
import { mutationOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { LOADING_MS } from '../config/constants';
import type { ErrorCode } from '../contract';
import { setLanguage } from '../i18n/instance';
import en from '../i18n/locales/en.json';
import { QueryProvider } from '../query/QueryProvider';
import { feedbackState } from '../ui/feedback-store';
import { FORM_FAILURE } from './fields';
import { useWrite, type FailureTarget, type WriteSetup } from './write';

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

/** A write as an api module declares it: its request, and what it does to the cache. */
const writeOf = <T, TVariables = void>(
  send: (variables: TVariables) => Promise<T>,
  effects: { onSuccess?: (value: T) => unknown; onError?: () => unknown } = {},
) => mutationOptions({ mutationFn: send, ...effects });

function mount<T, TVariables>(write: ReturnType<typeof writeOf<T, TVariables>>, setup: WriteSetup<Values> = {}) {
  return renderHook(() => useWrite(write, setup), { wrapper: QueryProvider });
}

const rejected = (code: ErrorCode, status: number) => () => Promise.reject(new ApiError(code, status));

beforeEach(() => setLanguage('en'));
afterEach(() => vi.useRealTimers());

describe('the write hook', () => {
  it('is busy and shows the please-wait notice while the write runs, then hides it', async () => {
    const answer = deferred<string>();
    const { result } = mount(writeOf(() => answer.promise));
    const onSuccess = vi.fn();
    let done: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      done = result.current.run(undefined, { waitMs: LOADING_MS.logout, onSuccess });
    });
    expect(result.current.busy).toBe(true);
    expect(feedbackState.toast).toMatchObject({ kind: 'loading', text: en.in_please_wait });
    await act(async () => answer.resolve('token'));
    expect(await done).toBe('token');
    expect(onSuccess).toHaveBeenCalledWith('token');
    expect(feedbackState.toast).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it("sends the variables, and runs the write's own cache effects before the page's reaction", async () => {
    const order: string[] = [];
    const send = vi.fn((id: number) => Promise.resolve(`claimed ${id}`));
    const { result } = mount(writeOf(send, { onSuccess: (value) => order.push(`cache: ${value}`) }));
    await act(() => result.current.run(7, { onSuccess: (value) => order.push(`page: ${value}`) }));
    expect(send).toHaveBeenCalledWith(7, expect.anything());
    expect(order).toEqual(['cache: claimed 7', 'page: claimed 7']);
  });

  it('takes the notice down after the given time even when no answer comes', () => {
    vi.useFakeTimers();
    const { result } = mount(writeOf(() => new Promise<never>(() => undefined)));
    act(() => void result.current.run(undefined, { waitMs: 10_000 }));
    act(() => vi.advanceTimersByTime(9_999));
    expect(feedbackState.toast?.kind).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(feedbackState.toast).toBeNull();
    expect(result.current.busy).toBe(true);
  });

  it('sends one write at a time: a second call while one is on its way is dropped', async () => {
    const answer = deferred<number>();
    const send = vi.fn(() => answer.promise);
    const { result } = mount(writeOf(send));
    let second: Promise<number | undefined> = Promise.resolve(0);
    act(() => {
      void result.current.run();
      second = result.current.run();
    });
    expect(await second).toBeUndefined();
    await act(async () => answer.resolve(1));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends every call of a concurrent write, each with its own answer, and is busy until all are done', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const send = vi.fn((index: number) => answers[index]!.promise);
    const { result } = mount(writeOf(send), { concurrent: true });
    const failed = vi.fn(() => 'none' as const);
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run(0, { onFailure: failed });
      second = result.current.run(1);
    });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await act(async () => answers[1]!.resolve('second'));
    expect(await second).toBe('second');
    expect(result.current.busy).toBe(true);
    await act(async () => answers[0]!.reject(new ApiError('network.offline', 0)));
    expect(await first).toBeUndefined();
    // The first call's failure is its own, though a later call was made meanwhile.
    expect(failed).toHaveBeenCalledOnce();
    expect(result.current.busy).toBe(false);
  });

  it('shows a failure as a translated fail toast by default, with the detail in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = mount(writeOf(rejected('auth.credentials_invalid', 401)));
    await act(() => result.current.run());
    expect(feedbackState.toast).toMatchObject({ kind: 'fail', text: en.error.credentials_invalid });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ code: 'auth.credentials_invalid' }));
    expect(result.current.busy).toBe(false);
    warn.mockRestore();
  });

  it("undoes the write's optimistic change and shows the failure", async () => {
    const undo = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = mount(writeOf(rejected('unknown', 500), { onError: undo }));
    await act(() => result.current.run());
    expect(undo).toHaveBeenCalledOnce();
    expect(feedbackState.toast).toMatchObject({ kind: 'fail', text: en.error.unknown });
    warn.mockRestore();
  });

  it('puts a failure under the field it names, and focuses that field', async () => {
    const form = formStub();
    const { result } = mount(writeOf(rejected('auth.username_exists', 409)), { form });
    await act(() => result.current.run(undefined, { waitMs: LOADING_MS.register, onFailure: () => 'username' }));
    expect(form.setError).toHaveBeenCalledWith('username', { type: 'server', message: 'error.username_exists' });
    expect(form.setFocus).toHaveBeenCalledWith('username');
    expect(feedbackState.toast).toBeNull();
  });

  it("puts a failure on the form's own line, or nowhere when the caller showed it", async () => {
    const form = formStub();
    const { result } = mount(writeOf(rejected('network.offline', 0)), { form });
    await act(() => result.current.run(undefined, { onFailure: () => 'form' }));
    expect(form.setError).toHaveBeenCalledWith(FORM_FAILURE, { type: 'server', message: 'error.no_internet' });
    await act(() => result.current.run(undefined, { onFailure: () => 'none' }));
    expect(form.setError).toHaveBeenCalledTimes(1);
    expect(feedbackState.toast).toBeNull();
  });

  it('hands the page the same run on every render, as a list of tiles needs', () => {
    const { result, rerender } = mount(writeOf(() => Promise.resolve(1)));
    const first = result.current.run;
    rerender();
    expect(result.current.run).toBe(first);
  });

  it('stays busy after a success that leaves the page', async () => {
    const send = vi.fn(() => Promise.resolve('ok'));
    const { result } = mount(writeOf(send));
    await act(() => result.current.run(undefined, { keepBusy: true }));
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run());
    expect(send).toHaveBeenCalledTimes(1);
  });
});
