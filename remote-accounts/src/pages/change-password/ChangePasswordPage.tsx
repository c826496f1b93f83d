import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import {
  Button,
  buttonClass,
  confirmDialog,
  Link,
  LOADING_MS,
  paths,
  RULE_FORM_OPTIONS,
  showServerError,
  TextField,
  TIMING,
  toast,
  TOAST_MS,
  type ApiError,
  type FailurePlace,
  useFormFields,
  useNavigate,
  useRules,
  useSession,
  useTranslation,
  useWrite,
} from '@platform/shared';
import { changePasswordMutation } from '../../api/change-password';
import { useLater } from '../../features/form/use-later';
import { Navigate } from '../../features/layout/Navigate';
import { updateRememberedPassword } from '../../features/remember/remember-store';
import { sessionPassword, setSessionPassword } from '../../features/session-password/session-password';
import { SAME_KEY, changeFields, changeResolver, type ChangeValues } from './change-password-rules';
import page from '../../features/layout/page.module.css';

/** /m/changePsw: the signed-in member's password; without a session, home. */
export function ChangePasswordPage() {
  const session = useSession();
  if (!session.info) return <Navigate to={paths.home} />;
  if (session.trial) return <TrialNotice />;
  return <ChangePasswordForm userName={session.info.userName} />;
}

function TrialNotice() {
  const { t } = useTranslation('accounts');
  return (
    <div className={page.form}>
      <p className={page.intro}>{t('change.trial')}</p>
      <Link to={paths.login} className={buttonClass('primary', true)}>
        {t('login.submit')}
      </Link>
    </div>
  );
}

function ChangePasswordForm({ userName }: { userName: string }) {
  const { t } = useTranslation('accounts');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const later = useLater();
  const table = useRules();
  const [known, setKnown] = useState(() => sessionPassword());
  const form = useForm<ChangeValues>({
    ...RULE_FORM_OPTIONS,
    resolver: changeResolver,
    context: changeFields(known === null),
    defaultValues: { old_password: '', password: '', confimpsw: '' },
  });
  const fields = useFormFields(form);
  const submit = useWrite(changePasswordMutation(), { form });

  const failurePlace = (failure: ApiError): FailurePlace<ChangeValues> => {
    if (failure.code === 'auth.old_password_wrong') {
      // The password this page knew is stale (changed elsewhere): ask for it.
      if (known !== null) flushSync(() => setKnown(null));
      return 'old_password';
    }
    return failure.data?.field === 'confirmNewPassword' ? 'confimpsw' : 'password';
  };

  const onValid = async ({ old_password, password, confimpsw }: ChangeValues) => {
    const oldPassword = known ?? old_password;
    if (password === oldPassword) {
      // The spec's confirmation popup: nothing is sent.
      await confirmDialog({ message: t('change.same'), alert: true, confirmText: common('ok') });
      showServerError(form, 'password', SAME_KEY);
      return;
    }
    await submit.run(
      { oldPassword, newPassword: password, confirmNewPassword: confimpsw },
      {
        waitMs: LOADING_MS.changePassword,
        keepBusy: true,
        onSuccess: async () => {
          toast.success(t('change.saved'), TOAST_MS.changePasswordSaved);
          setSessionPassword(userName, password);
          await updateRememberedPassword(userName, password).catch((error: unknown) =>
            console.warn('The remembered password could not be updated', error),
          );
          later(TIMING.redirectAfterPasswordChange, () => navigate(paths.home, { replace: true }));
        },
        onFailure: failurePlace,
      },
    );
  };

  return (
    <form
      className={page.form}
      noValidate
      aria-label={t('settings.change_password')}
      onSubmit={fields.handleSubmit(onValid)}
    >
      <TextField label={t('change.username')} name="mobileNum" value={userName} readOnly autoComplete="username" />
      {known === null ? (
        <TextField
          {...fields.field('old_password')}
          label={t('change.old_password')}
          type="password"
          revealable
          autoComplete="current-password"
        />
      ) : null}
      <TextField
        {...fields.field('password')}
        label={t('change.new_password')}
        type="password"
        revealable
        autoComplete="new-password"
        maxLength={table?.password.maxLength}
      />
      <TextField
        {...fields.field('confimpsw')}
        label={t('change.confirm')}
        type="password"
        revealable
        autoComplete="new-password"
        maxLength={table?.password.maxLength}
      />
      <Button type="submit" block disabled={submit.busy} busy={submit.busy}>
        {t('change.submit')}
      </Button>
    </form>
  );
}
