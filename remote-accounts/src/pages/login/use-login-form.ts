import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { useCaptcha } from '../../features/captcha/use-captcha';
import { useFieldForm } from '../../features/form/use-field-form';
import { forgetRememberedLogin, loadRememberedLogin, rememberLogin } from '../../features/remember/remember-store';
import { signIn } from '../../features/sign-in/sign-in';

export type LoginField = 'username' | 'password' | 'captcha';

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

export function warnRulesUnavailable(error: unknown) {
  // The server checks the same rules, so the form still works without them.
  console.warn('Field rules could not be loaded; fields are checked by the server only.', error);
}

/** State and behaviour of the username login form (the login page and the login dialog). */
export function useLoginForm(onSuccess: () => void, active = true) {
  const { t } = useTranslation();
  const table = useRules();
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const fields: LoginField[] = captchaShown ? ['username', 'password', 'captcha'] : ['username', 'password'];
  const form = useFieldForm<LoginField>({
    initial: { username: '', password: '', captcha: '' },
    check: (field, values) => checkLoginField(table, field, values[field]),
    active: fields,
  });
  const { setValue, refOf } = form;

  useEffect(() => {
    loadRules().catch(warnRulesUnavailable);
  }, []);

  useEffect(() => {
    let live = true;
    loadRememberedLogin()
      .then((remembered) => {
        if (!live || remembered?.type !== 'username') return;
        setValue('username', remembered.username);
        setValue('password', remembered.password);
        setRemember(true);
      })
      .catch((error: unknown) => console.warn('The remembered login could not be read', error));
    return () => {
      live = false;
    };
    // Read once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (captchaShown) refOf('captcha').current?.focus();
  }, [captchaShown, refOf]);

  const reloadCaptcha = () => {
    setValue('captcha', '');
    void captcha.reload();
  };

  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current && captchaShown) reloadCaptcha();
    wasActive.current = active;
    // Only a switch back to this method reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const submit = async () => {
    if (busy) return;
    setFailureKey(null);
    if (!table) await loadRules().catch(() => null);
    if (form.validate() !== null) return;
    setBusy(true);
    const waiting = toast.loading(t('in_please_wait'), LOADING_MS.logout);
    const { username, password } = form.values;
    try {
      await signIn({
        username: username.trim(),
        password,
        ...(captchaShown ? { captcha: form.values.captcha.trim(), captchaId: captcha.captcha?.captchaId } : {}),
      });
      toast.hide(waiting);
      await (
        remember
          ? rememberLogin({ type: 'username', username: username.trim(), password })
          : Promise.resolve(forgetRememberedLogin())
      ).catch((error: unknown) => console.warn('The login could not be remembered', error));
      onSuccess();
    } catch (error) {
      toast.hide(waiting);
      const failure = toApiError(error);
      setFailureKey(failure.messageKey);
      setBusy(false);
      if (failure.data?.captcha) {
        // A captcha answers once: every failure that asks for one gets a fresh image.
        if (captchaShown) reloadCaptcha();
        setCaptchaShown(true);
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return {
    ...form,
    table,
    captchaShown,
    captcha,
    reloadCaptcha,
    remember,
    setRemember,
    busy,
    failure: failureKey ? t(failureKey) : null,
    onSubmit,
  };
}
