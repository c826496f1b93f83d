import type { BaseSyntheticEvent } from 'react';
import type { FieldError, FieldErrors, FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useLanguage, useLanguageChange } from '../i18n/hooks';
import { dataText } from '../i18n/instance';
import { SERVER_ERROR, translateFieldMessage } from './messages';

/**
 * The validation timing of every rule form (spread into `useForm`): a field is checked when it is
 * left, the whole form on submit, then each field as it is typed. The first failing field in form
 * order gets focus (see {@link useFormFields}), not the first registered one.
 */
export const RULE_FORM_OPTIONS = { mode: 'onBlur', reValidateMode: 'onChange', shouldFocusError: false } as const;

/** Where a form shows a failure of its own (not a field's): `errors.root.server`. */
export const FORM_FAILURE = `root.${SERVER_ERROR}` as const;

/**
 * Binds a react-hook-form form to the site's fields and messages:
 * - `field(name)`: what a TextField needs (registration, and its message in the current language);
 *   a message on screen follows the typing.
 * - `failure`: the form's own failure line (`errors.root.server`).
 * - `handleSubmit(onValid)`: checks everything and focuses the first failing field in form order.
 * Rule messages are checked again 200 ms after a language change (the spec); a server's message is
 * not the rules' to take back, so it stays.
 */
export function useFormFields<V extends FieldValues>(form: UseFormReturn<V>) {
  // A kept message's key is text (it may come from the merchant's rule table), read in the language
  // of the render: a change of language renders again.
  useLanguage();
  const { errors } = form.formState;

  useLanguageChange(() => {
    const shown = ruleErrorFields(form.formState.errors);
    if (shown.length > 0) void form.trigger(shown as Array<Path<V>>);
  });

  const errorOf = (name: Path<V>): string | null =>
    translateFieldMessage(dataText, form.getFieldState(name, form.formState).error?.message);

  const field = (name: Path<V>) => ({
    ...form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) void form.trigger(name);
      },
    }),
    error: errorOf(name),
  });

  const handleSubmit = (onValid: SubmitHandler<V>) =>
    form.handleSubmit(onValid, (failing) => {
      const first = Object.keys(failing).find((name) => name !== 'root');
      if (first) form.setFocus(first as Path<V>);
    }) as (event?: BaseSyntheticEvent) => Promise<void>;

  const formFailure = (errors.root as Record<string, FieldError | undefined> | undefined)?.[SERVER_ERROR];

  return {
    field,
    errorOf,
    handleSubmit,
    failure: translateFieldMessage(dataText, formFailure?.message),
    hasErrors: Object.keys(errors).some((name) => name !== 'root'),
  };
}

function ruleErrorFields(errors: FieldErrors): string[] {
  return Object.entries(errors)
    .filter(([name, error]) => name !== 'root' && (error as FieldError | undefined)?.type !== SERVER_ERROR)
    .map(([name]) => name);
}
