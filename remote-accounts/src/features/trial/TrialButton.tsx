import { Button, LOADING_MS, paths, useNavigate, useTranslation, useWrite } from '@platform/shared';
import { playTrialMutation } from './trial-mutation';

/** "Free trial" on the login page: a trial account, then home. */
export function TrialButton() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const submit = useWrite(playTrialMutation());
  const onClick = () =>
    submit.run(undefined, {
      waitMs: LOADING_MS.trialPlay,
      onSuccess: (value) => {
        if (value.token) navigate(paths.home, { replace: true });
      },
    });
  return (
    <Button variant="secondary" block disabled={submit.busy} busy={submit.busy} onClick={() => void onClick()}>
      {t('login.trial')}
    </Button>
  );
}
