import { useForm, useWatch } from 'react-hook-form';
import {
  LOADING_MS,
  RULE_FORM_OPTIONS,
  requiredRule,
  ruleResolver,
  useFormFields,
  useWrite,
  type FailurePlace,
} from '@platform/shared';
import { smsCodeMutation } from '../../api/sms-code';
import { useDialingCodes } from '../../api/countries';
import { keepOrForgetLogin, useRememberedLogin } from '../../features/remember/remember-store';
import { smsSignInMutation } from '../../features/sign-in/sign-in';

export interface MobileLoginValues {
  mobile: string;
  code: string;
  /** Empty until chosen: the merchant's first dialing code. */
  dialingCode: string;
  remember: boolean;
}

// Both fields are always needed here, checked by the loginMobileNum and verificationCode rules.
const resolver = ruleResolver<MobileLoginValues>({
  mobile: requiredRule('loginMobileNum'),
  code: requiredRule('verificationCode'),
});

const EMPTY: MobileLoginValues = { mobile: '', code: '', dialingCode: '', remember: false };

/** Mobile number and SMS code login (MOBILEVERCODELOGIN3). */
export function useMobileLogin(onSuccess: () => void) {
  const countries = useDialingCodes();
  const remembered = useRememberedLogin('sms');
  const form = useForm<MobileLoginValues>({
    ...RULE_FORM_OPTIONS,
    resolver,
    defaultValues: EMPTY,
    // The remembered number fills the form when it is read, but not over what was typed meanwhile.
    values: remembered
      ? { ...EMPTY, mobile: remembered.username, dialingCode: remembered.countryDialingCode ?? '', remember: true }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const fields = useFormFields(form);
  const sms = useWrite(smsCodeMutation(), { form });
  const submit = useWrite(smsSignInMutation(), { form });
  const dialingCode = useWatch({ control: form.control, name: 'dialingCode' }) || (countries[0]?.dialingCode ?? '63');

  /** Checks the number, then asks for a code; a refusal shows under the number. */
  const sendCode = async (): Promise<number | null | undefined> => {
    if (!(await form.trigger('mobile'))) {
      form.setFocus('mobile');
      return null;
    }
    const sent = await sms.run(
      { mobileNum: form.getValues('mobile').trim(), countryDialingCode: dialingCode, purpose: 'login' },
      { waitMs: LOADING_MS.smsSend, onSuccess: () => form.setFocus('code'), onFailure: () => 'mobile' },
    );
    return sent ? sent.expiredMinutes : null;
  };

  const onValid = ({ mobile, code, remember }: MobileLoginValues) =>
    submit.run(
      { mobileNum: mobile.trim(), code: code.trim(), countryDialingCode: dialingCode },
      {
        waitMs: LOADING_MS.loginSms,
        onSuccess: async () => {
          await keepOrForgetLogin(remember, {
            type: 'sms',
            username: mobile.trim(),
            password: '',
            countryDialingCode: dialingCode,
          });
          onSuccess();
        },
        onFailure: (failure): FailurePlace<MobileLoginValues> =>
          failure.code === 'verification.code_error' ? 'code' : 'form',
      },
    );

  return {
    field: fields.field,
    register: form.register,
    failure: fields.failure,
    onSubmit: fields.handleSubmit(onValid),
    busy: submit.busy,
    countries,
    dialingCode,
    setDialingCode: (code: string) => form.setValue('dialingCode', code),
    sendCode,
    sendingCode: sms.busy,
  };
}
