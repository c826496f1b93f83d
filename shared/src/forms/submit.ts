import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { toApiError, type ApiError } from '../api/errors';
import { toast } from '../ui/feedback-store';
import { showFailure, type FailurePlace, type FailureTarget } from './write';

export interface SubmitOptions<T, V extends FieldValues> {
  /** Shows the please-wait notice for at most this long (a LOADING_MS value); none when omitted. */
  waitMs?: number;
  /** Runs once the notice is hidden, with the action's answer. */
  onSuccess?: (value: T) => unknown;
  /**
   * Does what a failure needs (clear a field, show a captcha) and says where its message goes.
   * `cause` is what the action threw, for failures that are not the API's (a Firebase popup).
   */
  onFailure?: (error: ApiError, cause: unknown) => FailurePlace<V>;
  /** After a success, stays busy: for forms that leave the page, so they are not sent twice. */
  keepBusy?: boolean;
}

/**
 * The one submit helper: runs an action once at a time (`busy` meanwhile), with the please-wait
 * notice for the spec's duration, then shows a failure where `onFailure` says, a translated toast by
 * default. Resolves with the action's answer, or undefined when it failed or was already running.
 */
export function useSubmit<V extends FieldValues = FieldValues>(form?: FailureTarget<V>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = async <T>(action: () => Promise<T>, options: SubmitOptions<T, V> = {}): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    const waiting = options.waitMs === undefined ? null : toast.loading(t('in_please_wait'), options.waitMs);
    let succeeded = false;
    try {
      const value = await action();
      if (waiting !== null) toast.hide(waiting);
      succeeded = true;
      await options.onSuccess?.(value);
      return value;
    } catch (error) {
      if (waiting !== null) toast.hide(waiting);
      const failure = toApiError(error);
      if (!succeeded) showFailure(t, form, failure, options.onFailure?.(failure, error) ?? 'toast');
      else console.error('A submit succeeded but what follows it failed', error);
      return undefined;
    } finally {
      if (!succeeded || !options.keepBusy) {
        running.current = false;
        setBusy(false);
      }
    }
  };

  return { busy, run };
}
