import { paths, useTranslation } from '@platform/shared';
import { GateNotice } from './GateNotice';

/** What a page says to a trial account it cannot serve; a page that moves no money says its own. */
export interface TrialWords {
  title: string;
  text: string;
}

/** A trial account on a page for real accounts: it plays with demo credit, so it is sent to a real account. */
export function TrialNotice({ words }: { words?: TrialWords }) {
  const { t } = useTranslation('member');
  const { title, text } = words ?? { title: t('money.trial_title'), text: t('money.trial') };
  return <GateNotice title={title} text={text} to={paths.login} link={t('money.log_in')} />;
}
