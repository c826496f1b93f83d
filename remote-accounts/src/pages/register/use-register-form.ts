import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  LOADING_MS,
  REGISTER_TYPE,
  TIMING,
  detectChannel,
  loadRules,
  toApiError,
  toast,
  useRules,
  useSiteConfig,
  useTranslation,
  type RegisterRequest,
} from '@platform/shared';
import { fetchAffiliateCheck } from '../../api/affiliate-check';
import { putRegister } from '../../api/register';
import { fetchRegisterCheck } from '../../api/register-check';
import { useCaptcha } from '../../features/captcha/use-captcha';
import { useFieldForm } from '../../features/form/use-field-form';
import { useDialingCodes } from '../../features/dialing-code/DialingCodeSelect';
import { startSession } from '../../features/sign-in/sign-in';
import { useFirebaseConfig } from '../../features/social/use-firebase-config';
import { warnRulesUnavailable } from '../login/use-login-form';
import {
  EMPTY_VALUES,
  RULE_FIELDS,
  activeRegisterFields,
  checkRegisterField,
  registerMethods,
  type RegisterField,
  type RegisterMethod,
} from './register-fields';
import { useAffiliateFromUrl } from './use-affiliate-from-url';
import { useRegisterSms } from './use-register-sms';

/** State and behaviour of the registration form. */
export function useRegisterForm(onRegistered: () => void) {
  const { t } = useTranslation();
  const table = useRules();
  const { startup } = useSiteConfig();
  const flags = startup?.whitelabel;
  const { methods, defaultMethod } = registerMethods(flags);
  const [chosen, setChosen] = useState<RegisterMethod | null>(null);
  const method = chosen && methods.includes(chosen) ? chosen : defaultMethod;
  const countries = useDialingCodes();
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const dialing = dialingCode ?? countries[0]?.dialingCode ?? '63';
  const [age, setAge] = useState(false);
  const [agreement, setAgreement] = useState(true);
  const [ageError, setAgeError] = useState(false);
  const ageRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const firebase = useFirebaseConfig();
  const sms = useRegisterSms(firebase);
  const active = activeRegisterFields(method, flags, table);
  const captchaOn = Boolean(table?.captcha.enabled);
  const captcha = useCaptcha(captchaOn);
  const form = useFieldForm<RegisterField>({
    initial: EMPTY_VALUES,
    check: (field, values) => checkRegisterField(field, values, { table, method, flags }),
    active,
  });
  const affiliate = useAffiliateFromUrl(Boolean(table?.affiliateCode.enabled), form.setValue);

  useEffect(() => {
    loadRules().catch(warnRulesUnavailable);
  }, []);

  const mobileField: RegisterField = method === 'mobile' ? 'mobile' : 'mobileNum';

  /** On leaving the username: a name that passes the rules is checked for being free (the server checks again). */
  const checkUsernameFree = () => {
    const username = form.values.username.trim();
    if (!checkRegisterField('username', form.values, { table, method, flags }).pass) return;
    fetchRegisterCheck({ field: 'username', value: username })
      .then(({ available }) => {
        if (!available && form.values.username.trim() === username) {
          form.showError('username', 'error.username_exists', false);
        }
      })
      .catch((error: unknown) => console.warn('The username could not be checked', error));
  };

  const switchMethod = (next: RegisterMethod) => {
    if (next === method) return;
    const carried = form.values[mobileField];
    setChosen(next);
    // The other method's number field mounts with the switch; the typed number follows it shortly.
    setTimeout(() => {
      if (carried) form.setValue(next === 'mobile' ? 'mobile' : 'mobileNum', carried);
    }, TIMING.mobileCopyOnSwitch);
    if (captchaOn) reloadCaptcha();
  };

  const reloadCaptcha = () => {
    form.setValue('captcha', '');
    void captcha.reload();
  };

  /** Checks the number, then sends the code; a refusal shows under the number. */
  const sendCode = async (): Promise<number | null | undefined> => {
    const verdict = checkRegisterField(mobileField, form.values, {
      table,
      method,
      flags: { ...flags, REGMOBVERF3: true },
    });
    if (!verdict.pass) {
      form.showError(mobileField, verdict.messageKey ?? 'required');
      return null;
    }
    try {
      const minutes = await sms.send(dialing, form.values[mobileField]);
      form.refOf('verificationCode').current?.focus();
      return minutes;
    } catch (error) {
      // A Firebase refusal hides the notice and says nothing (the spec); the platform's is shown.
      if (!sms.usesFirebase) form.showError(mobileField, toApiError(error).messageKey);
      else console.warn('Firebase could not send the code', error);
      return null;
    }
  };

  const buildRequest = (): RegisterRequest => {
    const v = form.values;
    const request: RegisterRequest = {
      registerMethod: method,
      registerUrl: window.location.href,
      domain: window.location.hostname,
      type: REGISTER_TYPE,
      channel: detectChannel(),
      countryDialingCode: dialing,
      ageConfirmed: age,
    };
    const include = (key: keyof RegisterRequest & string, field: RegisterField, trim = true) => {
      if (active.includes(field) && v[field] !== '')
        Object.assign(request, { [key]: trim ? v[field].trim() : v[field] });
    };
    include('username', 'username');
    include('password', 'password', false);
    include('confirmPassword', 'confirmPassword', false);
    include('mobileNum', mobileField);
    include('verificationCode', 'verificationCode');
    for (const field of RULE_FIELDS) include(field.name, field.name, field.name !== 'paymentPassword');
    include('recommenderId', 'recommenderId');
    include('affiliateCode', 'affiliateCode');
    include('captcha', 'captcha');
    if (captchaOn && captcha.captcha) request.captchaId = captcha.captcha.captchaId;
    return request;
  };

  /** The typed invitation code, checked first when the link's code did not check out (spec §4). */
  const affiliateOk = async (): Promise<boolean> => {
    const code = form.values.affiliateCode.trim();
    if (!active.includes('affiliateCode') || !code || affiliate.verified) return true;
    const { success } = await fetchAffiliateCheck(code).catch(() => ({ success: false }));
    if (!success) {
      toast.fail(t('error.invitation_code'));
      form.refOf('affiliateCode').current?.focus();
    }
    return success;
  };

  const submit = async () => {
    if (busy || !agreement) return;
    setFailureKey(null);
    if (form.validate() !== null) return;
    if (!age) {
      setAgeError(true);
      ageRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      if (!(await affiliateOk())) return;
      const proof = active.includes('verificationCode') ? await sms.proof(form.values.verificationCode) : {};
      if (!proof) {
        form.showError('verificationCode', 'error.verification_code');
        return;
      }
      const waiting = toast.loading(t('in_please_wait'), LOADING_MS.register);
      try {
        const request = { ...buildRequest(), ...proof };
        if (proof.firebaseIdToken) request.firebaseChannel = 'sms';
        const value = await putRegister(request);
        toast.hide(waiting);
        await startSession(value, request.password);
        toast.success(t('accounts:register.success'));
        onRegistered();
      } catch (error) {
        toast.hide(waiting);
        showFailure(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const showFailure = (error: unknown) => {
    const failure = toApiError(error);
    // Any answer used up the captcha.
    if (captchaOn) reloadCaptcha();
    const field = failure.data?.field;
    const target: RegisterField | null =
      field === 'mobileNum' ? mobileField : (active.find((name) => name === field) ?? null);
    if (field === 'age') setAgeError(true);
    else if (target) form.showError(target, failure.messageKey);
    else setFailureKey(failure.messageKey);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return {
    ...form,
    table,
    flags,
    methods,
    method,
    switchMethod,
    checkUsernameFree,
    active,
    countries,
    dialing,
    setDialingCode,
    captcha,
    captchaOn,
    reloadCaptcha,
    sendCode,
    recaptcha: sms.recaptcha,
    affiliate,
    age,
    setAge: (value: boolean) => {
      setAge(value);
      if (value) setAgeError(false);
    },
    ageError,
    ageRef,
    agreement,
    setAgreement,
    busy,
    failure: failureKey ? t(failureKey) : null,
    onSubmit,
  };
}
