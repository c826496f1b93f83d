import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toApiError, type ApiError } from '../api/errors';
import type { MessageKey } from '../i18n/namespaces';
import { toast } from '../ui/feedback-store';
import { FORM_FAILURE } from './fields';
import { SERVER_ERROR, fieldMessage } from './messages';

/**
 * Where a failure is shown: under a field (set with `setError` and focused), on the form's own line
 * (`'form'`), as a translated fail toast (`'toast'`), or nowhere (`'none'`: the caller showed it).
 */
export type FailurePlace<V extends FieldValues> = Path<V> | 'form' | 'toast' | 'none';

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

/** The part of a react-hook-form form that failures are written to. */
export type FailureTarget<V extends FieldValues> = Pick<UseFormReturn<V>, 'setError' | 'setFocus'>;

/** Shows a server's message (an i18n key) under a field, and focuses the field unless told not to. */
export function showServerError<V extends FieldValues>(
  form: FailureTarget<V>,
  name: Path<V>,
  messageKey: MessageKey,
  { focus = true, values }: { focus?: boolean; values?: Record<string, string> } = {},
): void {
  form.setError(name, { type: SERVER_ERROR, message: fieldMessage(messageKey, values) });
  if (focus) form.setFocus(name);
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

  const show = (failure: ApiError, place: FailurePlace<V>) => {
    if (place === 'none') return;
    const values = failure.data?.values;
    if (place === 'toast' || !form) {
      toast.fail(t(failure.messageKey, values));
      return;
    }
    if (place === 'form') {
      form.setError(FORM_FAILURE, { type: SERVER_ERROR, message: fieldMessage(failure.messageKey, values) });
      return;
    }
    showServerError(form, place, failure.messageKey, { values });
  };

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
      if (!succeeded) show(failure, options.onFailure?.(failure, error) ?? 'toast');
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
