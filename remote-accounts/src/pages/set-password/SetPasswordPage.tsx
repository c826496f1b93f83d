import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Button,
  LOADING_MS,
  TOAST_MS,
  TextField,
  checkRequiredRule,
  loadRules,
  toApiError,
  toast,
  useNavigate,
  useRules,
  useTranslation,
  type FieldRule,
  type RuleTable,
  type Verdict,
} from '@platform/shared';
import { postSetPassword } from '../../api/set-password';
import { postSmsCode } from '../../api/sms-code';
import { useFieldForm } from '../../features/form/use-field-form';
import { MobileField } from '../../features/dialing-code/MobileField';
import { useDialingCodes } from '../../features/dialing-code/DialingCodeSelect';
import { signIn } from '../../features/sign-in/sign-in';
import { SmsCodeField } from '../../features/sms-code/SmsCodeField';
import { warnRulesUnavailable } from '../login/use-login-form';
import page from '../../features/layout/page.module.css';

type Field = 'mobileNum' | 'verificationCode' | 'password';

const ANY: FieldRule = { enabled: true, required: true, pattern: '^.+$', messageKey: 'required' };

/** The shared verification keyed by field name; the mobile message names the minimum length. */
export function checkSetPasswordField(table: RuleTable | null, field: Field, value: string): Verdict {
  if (field === 'mobileNum') {
    const verdict = checkRequiredRule(table?.mobileNum, value, ANY);
    const min = table?.mobileNum.minLength ?? 10;
    return verdict.pass ? verdict : { pass: false, messageKey: 'accounts:mobile.min_length', values: { min } };
  }
  return checkRequiredRule(field === 'password' ? table?.password : table?.verificationCode, value, ANY);
}

/** The set-password-by-SMS screen (/m/setPsw): mobile, SMS code, new password; success signs in. */
export function SetPasswordPage() {
  const { t } = useTranslation('accounts');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const table = useRules();
  const formId = useId();
  const countries = useDialingCodes();
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const form = useFieldForm<Field>({
    initial: { mobileNum: '', verificationCode: '', password: '' },
    check: (field, values) => checkSetPasswordField(table, field, values[field]),
    active: ['mobileNum', 'verificationCode', 'password'],
  });

  useEffect(() => {
    loadRules().catch(warnRulesUnavailable);
  }, []);

  const sendCode = async (): Promise<number | null | undefined> => {
    const verdict = checkSetPasswordField(table, 'mobileNum', form.values.mobileNum);
    if (!verdict.pass) {
      form.checkField('mobileNum');
      form.refOf('mobileNum').current?.focus();
      return null;
    }
    try {
      const { expiredMinutes } = await postSmsCode({
        mobileNum: form.values.mobileNum.trim(),
        countryDialingCode: dialingCode ?? countries[0]?.dialingCode ?? '63',
        purpose: 'reset',
      });
      return expiredMinutes;
    } catch (error) {
      form.showError('mobileNum', toApiError(error).messageKey);
      return null;
    }
  };

  const submit = async () => {
    setFailureKey(null);
    if (busy || form.validate() !== null) return;
    setBusy(true);
    const waiting = toast.loading(common('in_please_wait'), LOADING_MS.changePassword);
    const { mobileNum, verificationCode, password } = form.values;
    try {
      await postSetPassword({
        mobileNum: mobileNum.trim(),
        verificationCode: verificationCode.trim(),
        newPassword: password,
      });
      // The new password signs the member in, with the mobile number as the username.
      await signIn({ username: mobileNum.trim(), password });
      toast.hide(waiting);
      navigate('/m/home', { replace: true });
    } catch (error) {
      toast.hide(waiting);
      const failure = toApiError(error);
      const field: Field = failure.code === 'modify.new.old.same' ? 'password' : 'verificationCode';
      if (failure.code === 'network.offline' || failure.code === 'network.timeout') {
        setFailureKey(failure.messageKey);
      } else {
        form.setValue(field, '');
        form.showError(field, failure.messageKey);
      }
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form id={formId} className={page.form} noValidate aria-label={t('set_password.submit')} onSubmit={onSubmit}>
      <p className={page.intro}>{t('set_password.intro')}</p>
      <MobileField
        {...form.fieldProps('mobileNum')}
        label={t('mobile.label')}
        name="mobileNum"
        placeholder={t('mobile.placeholder')}
        countries={countries}
        dialingCode={dialingCode ?? countries[0]?.dialingCode ?? '63'}
        onDialingCodeChange={setDialingCode}
      />
      <SmsCodeField
        {...form.fieldProps('verificationCode')}
        label={t('sms.label')}
        name="verificationCode"
        placeholder={t('sms.placeholder')}
        disabled={!codeSent}
        send={sendCode}
        sentToastMs={TOAST_MS.smsSentSetPassword}
        onSent={() => {
          setCodeSent(true);
          setTimeout(() => form.refOf('verificationCode').current?.focus(), 0);
        }}
      />
      <TextField
        {...form.fieldProps('password')}
        label={t('set_password.new_password')}
        name="password"
        type="password"
        revealable
        autoComplete="new-password"
        maxLength={table?.password.maxLength}
      />
      <p role="alert" className={page.failure}>
        {failureKey ? common(failureKey) : null}
      </p>
      <Button type="submit" block disabled={busy || !form.touched || form.hasErrors} busy={busy}>
        {t('set_password.submit')}
      </Button>
    </form>
  );
}
