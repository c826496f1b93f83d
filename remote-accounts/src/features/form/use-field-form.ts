import { useCallback, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useLanguageChange, useTranslation, type Verdict } from '@platform/shared';

export type Values<F extends string> = Record<F, string>;

export interface FieldFormOptions<F extends string> {
  initial: Values<F>;
  /** Checks one field; it may read the other values (a confirmation reads the password). */
  check: (field: F, values: Values<F>) => Verdict;
  /** The fields shown now, in form order: only these are checked on submit. */
  active: readonly F[];
}

/**
 * Field values, their messages and focus, for the forms of the area. A message appears on blur or
 * submit, then follows the typing; messages are kept as keys, so they follow the language, and they
 * are checked again (debounced) when the language changes, as the spec asks.
 */
export function useFieldForm<F extends string>({ initial, check, active }: FieldFormOptions<F>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values<F>>(initial);
  const [verdicts, setVerdicts] = useState<Partial<Record<F, Verdict>>>({});
  const [touched, setTouched] = useState(false);
  const refs = useRef(new Map<F, RefObject<HTMLInputElement | null>>());
  const latest = useRef(values);
  latest.current = values;

  // Stable, so effects may depend on it without running on every render.
  const refOf = useCallback((field: F): RefObject<HTMLInputElement | null> => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = { current: null };
      refs.current.set(field, ref);
    }
    return ref;
  }, []);

  const setValue = (field: F, value: string) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    setTouched(true);
    setVerdicts((current) => {
      const shown = current[field];
      if (!shown || shown.pass) return current;
      return { ...current, [field]: check(field, next) };
    });
  };

  const onChange = (field: F) => (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value);

  const checkField = (field: F) => setVerdicts((current) => ({ ...current, [field]: check(field, latest.current) }));

  const onBlur = (field: F) => () => checkField(field);

  /** Checks every active field; focuses and answers the first failing one, or null. */
  const validate = (): F | null => {
    const checked: Partial<Record<F, Verdict>> = {};
    let first: F | null = null;
    for (const field of active) {
      const verdict = check(field, latest.current);
      checked[field] = verdict;
      if (!verdict.pass && first === null) first = field;
    }
    setVerdicts(checked);
    if (first !== null) refOf(first).current?.focus();
    return first;
  };

  /** Shows a message (a server's answer, say) under a field and focuses it. */
  const showError = (field: F, messageKey: string, focus = true) => {
    setVerdicts((current) => ({ ...current, [field]: { pass: false, messageKey, values: { server: 1 } } }));
    if (focus) refOf(field).current?.focus();
  };

  const clearError = (field: F) => setVerdicts((current) => ({ ...current, [field]: undefined }));

  useLanguageChange(() => {
    setVerdicts((current) => {
      const next: Partial<Record<F, Verdict>> = { ...current };
      for (const field of Object.keys(current) as F[]) {
        const shown = current[field];
        // A server's message is not the rules' to take back; the rest is checked again.
        if (shown && !shown.pass && !shown.values?.server) next[field] = check(field, latest.current);
      }
      return next;
    });
  });

  const errorOf = (field: F): string | null => {
    const verdict = verdicts[field];
    return verdict && !verdict.pass && verdict.messageKey ? t(verdict.messageKey, verdict.values) : null;
  };

  /** What a field component needs: its ref, value, change and blur handlers, and its message. */
  const fieldProps = (field: F) => ({
    ref: refOf(field),
    value: values[field],
    onChange: onChange(field),
    onBlur: onBlur(field),
    error: errorOf(field),
  });

  const hasErrors = active.some((field) => verdicts[field] && !verdicts[field].pass);

  return {
    values,
    setValue,
    onChange,
    onBlur,
    validate,
    showError,
    clearError,
    checkField,
    errorOf,
    fieldProps,
    refOf,
    touched,
    hasErrors,
  };
}

export type FieldForm<F extends string> = ReturnType<typeof useFieldForm<F>>;
