import { useCallback, useRef, useState } from 'react';
import { useMutation, type DefaultError, type UseMutationOptions } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toApiError, type ApiError } from '../api/errors';
import type { MessageKey, TextFunction } from '../i18n/namespaces';
import { useTranslation } from '../i18n/translation';
import { toast } from '../ui/feedback-store';
import { FORM_FAILURE } from './fields';
import { SERVER_ERROR, fieldMessage } from './messages';

/**
 * Where a failure is shown: under a field (set with `setError` and focused), on the form's own line
 * (`'form'`), as a translated fail toast (`'toast'`), or nowhere (`'none'`: the caller showed it).
 */
export type FailurePlace<V extends FieldValues> = Path<V> | 'form' | 'toast' | 'none';

/** What a page adds to one run of a write: its own reaction, and where a failure goes. */
export interface RunOptions<T, V extends FieldValues> {
  /** Shows the please-wait notice for at most this long (a LOADING_MS value); none when omitted. */
  waitMs?: number;
  /** Runs once the notice is hidden, with the write's answer, after the write's own cache effects. */
  onSuccess?: (value: T) => unknown;
  /**
   * Does what a failure needs (clear a field, show a captcha) and says where its message goes.
   * `cause` is what the write threw, for failures that are not the API's (a Firebase popup).
   */
  onFailure?: (error: ApiError, cause: unknown) => FailurePlace<V>;
  /** After a success, stays busy: for forms that leave the page, so they are not sent twice. */
  keepBusy?: boolean;
}

/** The part of a react-hook-form form that failures are written to. */
export type FailureTarget<V extends FieldValues> = Pick<UseFormReturn<V>, 'setError' | 'setFocus'>;

export interface WriteSetup<V extends FieldValues> {
  /** The form a failure may be shown in; without one, every failure is a toast. */
  form?: FailureTarget<V>;
  /**
   * Runs every call, even while another is on its way, instead of dropping it: for writes that are
   * not a submit (marking read, a favourite's star, a recent game), where each call is a different
   * change. `busy` is then true while any is on its way.
   */
  concurrent?: boolean;
}

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

/** Shows a failure where `place` says; `t` translates a toast's message. */
export function showFailure<V extends FieldValues>(
  t: TextFunction,
  form: FailureTarget<V> | undefined,
  failure: ApiError,
  place: FailurePlace<V>,
): void {
  if (place === 'none') return;
  const values = failure.data?.values;
  if (place === 'toast' || !form) {
    // The member reads a message; the developer gets the code and its detail.
    console.warn(failure);
    toast.fail(t(failure.messageKey, values));
    return;
  }
  if (place === 'form') {
    form.setError(FORM_FAILURE, { type: SERVER_ERROR, message: fieldMessage(failure.messageKey, values) });
    return;
  }
  showServerError(form, place, failure.messageKey, { values });
}

/**
 * The one way a page sends a write. The write is declared once as TanStack `mutationOptions`, with its
 * cache effects (invalidations, optimistic edits, the wallet's refresh): an endpoint's in its area's
 * `api/` module, a flow of several steps (a sign-in, a registration) beside the feature that owns it.
 * `run(variables, options)` sends it one at a time (`busy` meanwhile; a call while one is on its way is
 * dropped unless `concurrent`), with the please-wait notice for the spec's duration, then the page's
 * `onSuccess`, or the failure shown where `onFailure` says, a translated toast by default. Resolves
 * with the write's answer, or undefined when it failed or was dropped.
 */
export function useWrite<T, TVariables, TContext = unknown, TError = DefaultError, V extends FieldValues = FieldValues>(
  write: UseMutationOptions<T, TError, TVariables, TContext>,
  { form, concurrent = false }: WriteSetup<V> = {},
) {
  const { t } = useTranslation();
  const { mutateAsync } = useMutation(write);
  const [busy, setBusy] = useState(false);
  const running = useRef(0);

  // Stable while the language and the form stay, like TanStack's own `mutate`: a list of tiles can take it.
  const run = useCallback(
    async (variables: TVariables, options: RunOptions<T, V> = {}): Promise<T | undefined> => {
      if (running.current > 0 && !concurrent) return undefined;
      running.current += 1;
      setBusy(true);
      const waiting = options.waitMs === undefined ? null : toast.loading(t('in_please_wait'), options.waitMs);
      let succeeded = false;
      try {
        const value = await mutateAsync(variables);
        if (waiting !== null) toast.hide(waiting);
        succeeded = true;
        await options.onSuccess?.(value);
        return value;
      } catch (error) {
        if (waiting !== null) toast.hide(waiting);
        const failure = toApiError(error);
        if (!succeeded) showFailure(t, form, failure, options.onFailure?.(failure, error) ?? 'toast');
        else console.error('A write succeeded but what follows it failed', error);
        return undefined;
      } finally {
        if (!succeeded || !options.keepBusy) {
          running.current -= 1;
          setBusy(running.current > 0);
        }
      }
    },
    [mutateAsync, t, form, concurrent],
  );

  return { busy, run };
}
