import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import {
  Button,
  LOADING_MS,
  mobileCheck,
  RULE_FORM_OPTIONS,
  TOAST_MS,
  TextField,
  paths,
  requiredRule,
  ruleResolver,
  useFormFields,
  useNavigate,
  useRules,
  useTranslation,
  useWrite,
  type FailurePlace,
  failed,
} from '@platform/shared';
import { mobileSpelling, type RuleTable } from '@platform/shared/contract';
import { useDialingCodes } from '../../api/countries';
import { setPasswordMutation } from '../../api/set-password';
import { smsCodeMutation } from '../../api/sms-code';
import { MobileField } from '../../features/dialing-code/MobileField';
import { SmsCodeField } from '../../features/sms-code/SmsCodeField';
import page from '../../features/layout/page.module.css';

interface SetPasswordValues {
  mobileNum: string;
  verificationCode: string;
  password: string;
}

const mobileRule = requiredRule('mobileNum');

/** The number in its one spelling (0917…), however it was typed; as typed when it reads as none. */
const spelled = (mobile: string, dialingCode?: string) => mobileSpelling(mobile, dialingCode) ?? mobile.trim();

// The shared verification keyed by field name; the mobile message names the minimum length.
const resolver = ruleResolver<SetPasswordValues>({
  mobileNum: mobileCheck((value: string, values: SetPasswordValues, table: RuleTable | null) => {
    const verdict = mobileRule(value, values, table);
    const min = table?.mobileNum.minLength ?? 10;
    return verdict.pass ? verdict : failed('accounts:mobile.min_length', { min });
  }),
  verificationCode: requiredRule('verificationCode'),
  password: requiredRule('password'),
});

/** The set-password-by-SMS screen (/m/setPsw): mobile, SMS code, new password; success signs in. */
export function SetPasswordPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const table = useRules();
  const countries = useDialingCodes();
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const form = useForm<SetPasswordValues>({
    ...RULE_FORM_OPTIONS,
    resolver,
    defaultValues: { mobileNum: '', verificationCode: '', password: '' },
  });
  const fields = useFormFields(form);
  const sms = useWrite(smsCodeMutation(), { form });
  const submit = useWrite(setPasswordMutation(), { form });
  const { isDirty, touchedFields } = form.formState;
  const touched = isDirty || Object.keys(touchedFields).length > 0;

  const countryDialingCode = dialingCode ?? countries[0]?.dialingCode ?? '63';
  const sendCode = async (): Promise<number | null | undefined> => {
    if (!(await form.trigger('mobileNum'))) {
      form.setFocus('mobileNum');
      return null;
    }
    const sent = await sms.run(
      { mobileNum: spelled(form.getValues('mobileNum'), countryDialingCode), countryDialingCode, purpose: 'reset' },
      {
        waitMs: LOADING_MS.smsSend,
        onSuccess: () => {
          // The code field is enabled by the send; it can take focus once it is.
          flushSync(() => setCodeSent(true));
          form.setFocus('verificationCode');
        },
        onFailure: () => 'mobileNum',
      },
    );
    return sent ? sent.expiredMinutes : null;
  };

  const onValid = ({ mobileNum, verificationCode, password }: SetPasswordValues) =>
    submit.run(
      {
        mobileNum: spelled(mobileNum, countryDialingCode),
        verificationCode: verificationCode.trim(),
        newPassword: password,
      },
      {
        waitMs: LOADING_MS.changePassword,
        onSuccess: () => navigate(paths.home, { replace: true }),
        onFailure: (failure): FailurePlace<SetPasswordValues> => {
          if (failure.code === 'network.offline' || failure.code === 'network.timeout') return 'form';
          // The spec: the same password again clears the password, anything else the code.
          const field = failure.code === 'modify.new.old.same' ? 'password' : 'verificationCode';
          form.setValue(field, '');
          return field;
        },
      },
    );

  return (
    <form
      className={page.form}
      noValidate
      aria-label={t('set_password.submit')}
      onSubmit={fields.handleSubmit(onValid)}
    >
      <p className={page.intro}>{t('set_password.intro')}</p>
      <MobileField
        {...fields.field('mobileNum')}
        label={t('mobile.label')}
        placeholder={t('mobile.placeholder')}
        countries={countries}
        dialingCode={countryDialingCode}
        onDialingCodeChange={setDialingCode}
      />
      <SmsCodeField
        {...fields.field('verificationCode')}
        label={t('sms.label')}
        placeholder={t('sms.placeholder')}
        disabled={!codeSent}
        send={sendCode}
        sending={sms.busy}
        sentToastMs={TOAST_MS.smsSentSetPassword}
        // The same words whether the number has an account or not: the page tells a stranger nothing.
        sentText={t('set_password.code_sent')}
      />
      <TextField
        {...fields.field('password')}
        label={t('set_password.new_password')}
        type="password"
        revealable
        autoComplete="new-password"
        maxLength={table?.password.maxLength}
      />
      <p role="alert" className={page.failure}>
        {fields.failure}
      </p>
      <Button type="submit" block disabled={submit.busy || !touched || fields.hasErrors} busy={submit.busy}>
        {t('set_password.submit')}
      </Button>
    </form>
  );
}
