import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { RULE_FORM_OPTIONS, TIMING, useFormFields, useRules, useSiteConfig } from '@platform/shared';
import { useDialingCodes } from '../../api/countries';
import { useFirebaseConfig } from '../../api/firebase-config';
import { useCaptcha } from '../../features/captcha/use-captcha';
import { useLater } from '../../features/form/use-later';
import {
  activeRegisterFields,
  emptyRegisterValues,
  registerMethods,
  registerResolver,
  type RegisterContext,
  type RegisterMethod,
  type RegisterValues,
} from './register-fields';
import { useAffiliateCode, useLinkAffiliateCode } from './use-affiliate-code';
import { useRegisterSms } from './use-register-sms';
import { useRegisterSubmit } from './use-register-submit';
import { checkUsernameFree } from './username-check';

/**
 * The registration form: the method and the fields the flags and rules switch on, the captcha, the
 * SMS code, the invitation code and the submit, each in its own piece.
 */
export function useRegisterForm(onRegistered: () => void) {
  const table = useRules();
  const flags = useSiteConfig().startup?.whitelabel;
  const { methods, defaultMethod } = registerMethods(flags);
  const [chosen, setChosen] = useState<RegisterMethod | null>(null);
  const method = chosen && methods.includes(chosen) ? chosen : defaultMethod;
  const shown = activeRegisterFields(method, flags, table);
  const fromLink = useLinkAffiliateCode();
  const context: RegisterContext = { fields: shown, method, flags };
  const form = useForm<RegisterValues, RegisterContext>({
    ...RULE_FORM_OPTIONS,
    resolver: registerResolver,
    context,
    defaultValues: emptyRegisterValues(fromLink),
  });
  const fields = useFormFields(form);
  const later = useLater();
  const countries = useDialingCodes();
  const dialingCode = useWatch({ control: form.control, name: 'dialingCode' }) || (countries[0]?.dialingCode ?? '63');
  const agreement = useWatch({ control: form.control, name: 'agreement' });
  const mobileField = method === 'mobile' ? 'mobile' : 'mobileNum';

  const captchaOn = Boolean(table?.captcha.enabled);
  const captcha = useCaptcha(captchaOn);
  const reloadCaptcha = () => {
    form.setValue('captcha', '');
    captcha.reload();
  };

  const sms = useRegisterSms(form, useFirebaseConfig(), mobileField, dialingCode);
  const affiliate = useAffiliateCode(Boolean(table?.affiliateCode.enabled), fromLink, () =>
    form.setFocus('affiliateCode'),
  );
  const submit = useRegisterSubmit(
    form,
    {
      parts: () => ({ method, shown, dialingCode, captchaId: captchaOn ? captcha.captcha?.captchaId : undefined }),
      affiliateAccepts: affiliate.accepts,
      proof: sms.proof,
      renewCaptcha: () => {
        if (captchaOn) reloadCaptcha();
      },
    },
    onRegistered,
  );

  const switchMethod = (next: RegisterMethod) => {
    if (next === method) return;
    const carried = form.getValues(mobileField);
    setChosen(next);
    // The other method's number field mounts with the switch; the typed number follows it shortly.
    if (carried)
      later(TIMING.mobileCopyOnSwitch, () => form.setValue(next === 'mobile' ? 'mobile' : 'mobileNum', carried));
    if (captchaOn) reloadCaptcha();
  };

  return {
    form,
    fields,
    table,
    flags,
    methods,
    method,
    switchMethod,
    shown,
    mobile: { countries, dialingCode, setDialingCode: (code: string) => form.setValue('dialingCode', code) },
    captcha: { ...captcha, on: captchaOn, reload: reloadCaptcha },
    sms,
    affiliateLocked: affiliate.locked,
    onUsernameLeft: () => checkUsernameFree(form),
    agreement,
    busy: submit.busy,
    onSubmit: fields.handleSubmit(submit.onValid),
  };
}
