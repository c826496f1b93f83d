import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  LOADING_MS,
  Link,
  TIMING,
  TOAST_MS,
  TextField,
  confirmDialog,
  loadRules,
  toApiError,
  toast,
  useNavigate,
  useRules,
  useSession,
  useTranslation,
} from '@platform/shared';
import { Navigate } from '../../features/layout/Navigate';
import { postChangePassword } from '../../api/change-password';
import { useFieldForm } from '../../features/form/use-field-form';
import { updateRememberedPassword } from '../../features/remember/remember-store';
import { sessionPassword, setSessionPassword } from '../../features/session-password/session-password';
import { warnRulesUnavailable } from '../login/use-login-form';
import { SAME_KEY, checkChangeField, type ChangeField } from './change-password-rules';
import page from '../../features/layout/page.module.css';

/** /m/changePsw: the signed-in member's password; without a session, home. */
export function ChangePasswordPage() {
  const session = useSession();
  if (!session.info) return <Navigate to="/m/home" />;
  if (session.trial) return <TrialNotice />;
  return <ChangePasswordForm userName={session.info.userName} />;
}

function TrialNotice() {
  const { t } = useTranslation('accounts');
  return (
    <div className={page.form}>
      <p className={page.intro}>{t('change.trial')}</p>
      <Link to="/m/login" className={page.primaryLink}>
        {t('login.submit')}
      </Link>
    </div>
  );
}

function ChangePasswordForm({ userName }: { userName: string }) {
  const { t } = useTranslation('accounts');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const table = useRules();
  const [known, setKnown] = useState(() => sessionPassword());
  const [busy, setBusy] = useState(false);
  const active: ChangeField[] = known === null ? ['oldPassword', 'password', 'confirm'] : ['password', 'confirm'];
  const form = useFieldForm<ChangeField>({
    initial: { oldPassword: '', password: '', confirm: '' },
    check: (field, values) => checkChangeField(table, field, values),
    active,
  });

  useEffect(() => {
    loadRules().catch(warnRulesUnavailable);
  }, []);

  const submit = async () => {
    if (busy || form.validate() !== null) return;
    const oldPassword = known ?? form.values.oldPassword;
    const { password, confirm } = form.values;
    if (password === oldPassword) {
      // The spec's confirmation popup: nothing is sent.
      await confirmDialog({ message: t('change.same'), alert: true, confirmText: common('ok') });
      form.showError('password', SAME_KEY);
      return;
    }
    setBusy(true);
    const waiting = toast.loading(common('in_please_wait'), LOADING_MS.changePassword);
    try {
      await postChangePassword({ oldPassword, newPassword: password, confirmNewPassword: confirm });
      toast.hide(waiting);
      toast.success(t('change.saved'), TOAST_MS.changePasswordSaved);
      setSessionPassword(userName, password);
      await updateRememberedPassword(userName, password).catch((error: unknown) =>
        console.warn('The remembered password could not be updated', error),
      );
      setTimeout(() => navigate('/m/home', { replace: true }), TIMING.redirectAfterPasswordChange);
    } catch (error) {
      toast.hide(waiting);
      setBusy(false);
      const failure = toApiError(error);
      if (failure.code === 'auth.old_password_wrong' && known !== null) {
        // The password this page knew is stale (changed elsewhere): ask for it.
        setKnown(null);
      }
      const field: ChangeField =
        failure.code === 'auth.old_password_wrong'
          ? 'oldPassword'
          : failure.data?.field === 'confirmNewPassword'
            ? 'confirm'
            : 'password';
      setTimeout(() => form.showError(field, failure.messageKey), 0);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className={page.form} noValidate aria-label={t('settings.change_password')} onSubmit={onSubmit}>
      <TextField label={t('change.username')} name="mobileNum" value={userName} readOnly autoComplete="username" />
      {known === null ? (
        <TextField
          {...form.fieldProps('oldPassword')}
          label={t('change.old_password')}
          name="old_password"
          type="password"
          revealable
          autoComplete="current-password"
        />
      ) : null}
      <TextField
        {...form.fieldProps('password')}
        label={t('change.new_password')}
        name="password"
        type="password"
        revealable
        autoComplete="new-password"
        maxLength={table?.password.maxLength}
      />
      <TextField
        {...form.fieldProps('confirm')}
        label={t('change.confirm')}
        name="confimpsw"
        type="password"
        revealable
        autoComplete="new-password"
        maxLength={table?.password.maxLength}
      />
      <Button type="submit" block disabled={busy} busy={busy}>
        {t('change.submit')}
      </Button>
    </form>
  );
}
