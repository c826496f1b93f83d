import { useEffect, useState, type FormEvent } from 'react';
import {
  LOADING_MS,
  loadRules,
  toApiError,
  toast,
  useRules,
  useTranslation,
  checkRequiredRule,
  type FieldRule,
  type RuleTable,
  type Verdict,
} from '@platform/shared';
import { postSmsCode } from '../../api/sms-code';
import { useFieldForm } from '../../features/form/use-field-form';
import { forgetRememberedLogin, loadRememberedLogin, rememberLogin } from '../../features/remember/remember-store';
import { signInBySms } from '../../features/sign-in/sign-in';
import { warnRulesUnavailable } from './use-login-form';

export type MobileLoginField = 'mobile' | 'code';

const ANY: FieldRule = { enabled: true, required: true, pattern: '^.+$', messageKey: 'required' };

/** Both fields are always needed here, checked by the loginMobileNum and verificationCode rules. */
export function checkMobileLoginField(table: RuleTable | null, field: MobileLoginField, value: string): Verdict {
  return checkRequiredRule(field === 'mobile' ? table?.loginMobileNum : table?.verificationCode, value, ANY);
}

/** Mobile number and SMS code login (MOBILEVERCODELOGIN3). */
export function useMobileLogin(onSuccess: () => void, defaultDialingCode: string) {
  const { t } = useTranslation();
  const table = useRules();
  const [dialingCode, setDialingCode] = useState(defaultDialingCode);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const form = useFieldForm<MobileLoginField>({
    initial: { mobile: '', code: '' },
    check: (field, values) => checkMobileLoginField(table, field, values[field]),
    active: ['mobile', 'code'],
  });
  const { setValue } = form;

  useEffect(() => {
    loadRules().catch(warnRulesUnavailable);
    let live = true;
    loadRememberedLogin()
      .then((remembered) => {
        if (!live || remembered?.type !== 'sms') return;
        setValue('mobile', remembered.username);
        if (remembered.countryDialingCode) setDialingCode(remembered.countryDialingCode);
        setRemember(true);
      })
      .catch((error: unknown) => console.warn('The remembered login could not be read', error));
    return () => {
      live = false;
    };
    // Read once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Checks the number, then asks for a code; a refusal shows under the number. */
  const sendCode = async (): Promise<number | null | undefined> => {
    const verdict = checkMobileLoginField(table, 'mobile', form.values.mobile);
    if (!verdict.pass) {
      form.checkField('mobile');
      form.refOf('mobile').current?.focus();
      return null;
    }
    try {
      const { expiredMinutes } = await postSmsCode({
        mobileNum: form.values.mobile.trim(),
        countryDialingCode: dialingCode,
        purpose: 'login',
      });
      form.refOf('code').current?.focus();
      return expiredMinutes;
    } catch (error) {
      form.showError('mobile', toApiError(error).messageKey);
      return null;
    }
  };

  const submit = async () => {
    if (busy) return;
    setFailureKey(null);
    if (form.validate() !== null) return;
    setBusy(true);
    const waiting = toast.loading(t('in_please_wait'), LOADING_MS.loginSms);
    const mobile = form.values.mobile.trim();
    try {
      await signInBySms(mobile, form.values.code.trim(), dialingCode);
      toast.hide(waiting);
      await (
        remember
          ? rememberLogin({ type: 'sms', username: mobile, password: '', countryDialingCode: dialingCode })
          : Promise.resolve(forgetRememberedLogin())
      ).catch((error: unknown) => console.warn('The login could not be remembered', error));
      onSuccess();
    } catch (error) {
      toast.hide(waiting);
      const failure = toApiError(error);
      if (failure.code === 'verification.code_error') form.showError('code', failure.messageKey);
      else setFailureKey(failure.messageKey);
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return {
    ...form,
    table,
    dialingCode,
    setDialingCode,
    remember,
    setRemember,
    busy,
    failure: failureKey ? t(failureKey) : null,
    sendCode,
    onSubmit,
  };
}
