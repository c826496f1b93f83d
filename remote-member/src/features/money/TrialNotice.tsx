import { paths, useTranslation } from '@platform/shared';
import { GateNotice } from './GateNotice';

/** A trial account on a money page: it plays with demo credit, so it is sent to a real account. */
export function TrialNotice() {
  const { t } = useTranslation('member');
  return (
    <GateNotice title={t('money.trial_title')} text={t('money.trial')} to={paths.login} link={t('money.log_in')} />
  );
}
