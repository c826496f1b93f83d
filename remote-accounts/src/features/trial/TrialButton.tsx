import { useState } from 'react';
import { Button, LOADING_MS, toApiError, toast, useNavigate, useTranslation } from '@platform/shared';
import { playTrial } from './play-trial';

/** "Free trial" on the login page: a trial account, then home. */
export function TrialButton() {
  const { t } = useTranslation('accounts');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const waiting = toast.loading(common('in_please_wait'), LOADING_MS.trialPlay);
    try {
      const value = await playTrial();
      toast.hide(waiting);
      if (value.token) navigate('/m/home', { replace: true });
    } catch (error) {
      toast.hide(waiting);
      toast.fail(common(toApiError(error).messageKey));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" block disabled={busy} busy={busy} onClick={() => void onClick()}>
      {t('login.trial')}
    </Button>
  );
}
