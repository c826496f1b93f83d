import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import {
  LOADING_MS,
  loadRules,
  toApiError,
  toast,
  useRules,
  useTranslation,
  validateField,
  type RuleTable,
  type Verdict,
} from '@platform/shared';
import { signIn } from './sign-in';

export type LoginField = 'username' | 'password' | 'captcha';

/** Field order: the first failing one gets focus. */
const FIELDS: readonly LoginField[] = ['username', 'password', 'captcha'];

/** Checks one login field against the merchant's rule table. */
export function checkLoginField(table: RuleTable | null, field: LoginField, value: string): Verdict {
  switch (field) {
    case 'username':
      return validateField(table, 'loginUsername', value);
    case 'password':
      return validateField(table, 'loginPassword', value);
    case 'captcha':
      // The server asked for a code, so it is required whatever the table says.
      if (value.trim() === '') return { pass: false, messageKey: 'error.captcha_required' };
      return validateField(table, 'captcha', value);
  }
}

function warnRulesUnavailable(error: unknown) {
  // The server checks the same rules, so the form still works without them.
  console.warn('Login rules could not be loaded; fields are checked by the server only.', error);
}

/** State and behaviour of the username login form. */
export function useLoginForm(onSuccess: () => void) {
  const { t } = useTranslation();
  const table = useRules();
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '', captcha: '' });
  const [verdicts, setVerdicts] = useState<Partial<Record<LoginField, Verdict>>>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const username = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const captcha = useRef<HTMLInputElement>(null);
  const refs: Record<LoginField, RefObject<HTMLInputElement | null>> = { username, password, captcha };

  useEffect(() => {
    loadRules().catch(warnRulesUnavailable);
  }, []);

  useEffect(() => {
    if (captchaShown) captcha.current?.focus();
  }, [captchaShown]);

  const activeFields = captchaShown ? FIELDS : FIELDS.filter((field) => field !== 'captcha');

  const onChange = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // Once a message shows, it follows the typing so it disappears as soon as the value is right.
    if (verdicts[field] && !verdicts[field].pass) {
      setVerdicts((current) => ({ ...current, [field]: checkLoginField(table, field, value) }));
    }
  };

  const onBlur = (field: LoginField) => () => {
    setVerdicts((current) => ({ ...current, [field]: checkLoginField(table, field, values[field]) }));
  };

  const submit = async () => {
    if (busy) return;
    setFailureKey(null);
    const rules = table ?? (await loadRules().catch(() => null));
    const checked: Partial<Record<LoginField, Verdict>> = {};
    for (const field of activeFields) checked[field] = checkLoginField(rules, field, values[field]);
    setVerdicts(checked);
    const firstFailing = activeFields.find((field) => checked[field]?.pass === false);
    if (firstFailing) {
      refs[firstFailing].current?.focus();
      return;
    }
    setBusy(true);
    const waiting = toast.loading(t('in_please_wait'), LOADING_MS.logout);
    try {
      await signIn({
        username: values.username.trim(),
        password: values.password,
        ...(captchaShown ? { captcha: values.captcha.trim() } : {}),
      });
      toast.hide(waiting);
      onSuccess();
    } catch (error) {
      toast.hide(waiting);
      const failure = toApiError(error);
      setFailureKey(failure.messageKey);
      if (failure.data?.captcha) setCaptchaShown(true);
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  /** The translated message under a field, or null. */
  const errorOf = (field: LoginField): string | null => {
    const verdict = verdicts[field];
    return verdict && !verdict.pass && verdict.messageKey ? t(verdict.messageKey, verdict.values) : null;
  };

  return {
    values,
    refs,
    table,
    captchaShown,
    remember,
    setRemember,
    busy,
    failure: failureKey ? t(failureKey) : null,
    onChange,
    onBlur,
    onSubmit,
    errorOf,
  };
}
