import { Button, LOADING_MS, paths, useNavigate, useSubmit, useTranslation } from '@platform/shared';

/** "Free trial" on the login page: a trial account, then home. */
export function TrialButton() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const submit = useSubmit();
  const onClick = () =>
    // The trial's calls come with the tap: the login page shows only the button.
    submit.run(() => import('./play-trial').then(({ playTrial }) => playTrial()), {
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
