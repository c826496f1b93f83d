import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  FIELD_LIMITS,
  LOADING_MS,
  TOAST_MS,
  TextField,
  checkRule,
  loadRules,
  toApiError,
  toast,
  useNavigate,
  useRules,
  useTranslation,
  validateField,
  type FieldRule,
  type RuleTable,
  type Verdict,
} from '@platform/shared';
import { postForgotPassword } from '../../api/forgot-password';
import { useFieldForm } from '../../features/form/use-field-form';
import { warnRulesUnavailable } from '../login/use-login-form';
import page from '../../features/layout/page.module.css';

type Field = 'username' | 'email';

/** The e-mail rule of this screen: always required, a simple address pattern (spec §5). */
const EMAIL: FieldRule = {
  enabled: true,
  required: true,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  messageKey: 'error.email_format',
  maxLength: FIELD_LIMITS.emailMaxLength,
};

export function checkRecoveryField(table: RuleTable | null, field: Field, value: string): Verdict {
  return field === 'username' ? validateField(table, 'loginUsername', value) : checkRule(EMAIL, value);
}

/** The e-mail path: username and e-mail, "retrieve password", then back to the previous screen. */
export function EmailRecovery({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('accounts');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const table = useRules();
  const [busy, setBusy] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const form = useFieldForm<Field>({
    initial: { username: '', email: '' },
    check: (field, values) => checkRecoveryField(table, field, values[field]),
    active: ['username', 'email'],
  });

  useEffect(() => {
    loadRules().catch(warnRulesUnavailable);
  }, []);

  const submit = async () => {
    setFailureKey(null);
    if (busy || form.validate() !== null) return;
    setBusy(true);
    const waiting = toast.loading(common('in_please_wait'), LOADING_MS.forgotPassword);
    try {
      await postForgotPassword({ username: form.values.username.trim(), email: form.values.email.trim() });
      toast.hide(waiting);
      toast.success(t('forget.sent'), TOAST_MS.forgotPasswordSent);
      setTimeout(() => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else navigate('/m/login', { replace: true });
      }, TOAST_MS.forgotPasswordSent);
    } catch (error) {
      toast.hide(waiting);
      setFailureKey(toApiError(error).messageKey);
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className={page.form} noValidate aria-labelledby={labelledBy} onSubmit={onSubmit}>
      <p className={page.intro}>{t('forget.email_intro')}</p>
      <TextField
        {...form.fieldProps('username')}
        label={t('forget.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...form.fieldProps('email')}
        label={t('forget.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.emailMaxLength}
        placeholder={t('forget.email_placeholder')}
      />
      <p role="alert" className={page.failure}>
        {failureKey ? common(failureKey) : null}
      </p>
      <Button type="submit" block disabled={busy || form.hasErrors} busy={busy}>
        {t('forget.submit')}
      </Button>
    </form>
  );
}
