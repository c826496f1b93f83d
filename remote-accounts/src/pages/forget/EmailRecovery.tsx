import { useForm } from 'react-hook-form';
import {
  Button,
  FIELD_LIMITS,
  LOADING_MS,
  RULE_FORM_OPTIONS,
  TOAST_MS,
  TextField,
  paths,
  ruleResolver,
  toast,
  useFormFields,
  useNavigate,
  useTranslation,
  useWrite,
} from '@platform/shared';
import { checkRule, type FieldRule } from '@platform/shared/contract';
import { forgotPasswordMutation } from '../../api/forgot-password';
import { useLater } from '../../features/form/use-later';
import page from '../../features/layout/page.module.css';

interface RecoveryValues {
  username: string;
  email: string;
}

/** The e-mail rule of this screen: always required, a simple address pattern (spec §5). */
const EMAIL: FieldRule = {
  enabled: true,
  required: true,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  messageKey: 'error.email_format',
  maxLength: FIELD_LIMITS.emailMaxLength,
};

const resolver = ruleResolver<RecoveryValues>({
  username: 'loginUsername',
  email: (value) => checkRule(EMAIL, value),
});

/** The e-mail path: username and e-mail, "retrieve password", then back to the previous screen. */
export function EmailRecovery({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const later = useLater();
  const form = useForm<RecoveryValues>({ ...RULE_FORM_OPTIONS, resolver, defaultValues: { username: '', email: '' } });
  const fields = useFormFields(form);
  const submit = useWrite(forgotPasswordMutation(), { form });

  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.login, { replace: true });
  };

  const onValid = ({ username, email }: RecoveryValues) =>
    submit.run(
      { username: username.trim(), email: email.trim() },
      {
        waitMs: LOADING_MS.forgotPassword,
        keepBusy: true,
        onSuccess: () => {
          toast.success(t('forget.sent'), TOAST_MS.forgotPasswordSent);
          later(TOAST_MS.forgotPasswordSent, goBack);
        },
        onFailure: () => 'form',
      },
    );

  return (
    <form className={page.form} noValidate aria-labelledby={labelledBy} onSubmit={fields.handleSubmit(onValid)}>
      <p className={page.intro}>{t('forget.email_intro')}</p>
      <TextField
        {...fields.field('username')}
        label={t('forget.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...fields.field('email')}
        label={t('forget.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.emailMaxLength}
        placeholder={t('forget.email_placeholder')}
      />
      <p role="alert" className={page.failure}>
        {fields.failure}
      </p>
      <Button type="submit" block disabled={submit.busy || fields.hasErrors} busy={submit.busy}>
        {t('forget.submit')}
      </Button>
    </form>
  );
}
