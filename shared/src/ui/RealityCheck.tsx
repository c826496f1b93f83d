import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { useQuery } from '@tanstack/react-query';
import { fetchPlayResult, responsibleSettingsQuery } from '../api/responsible';
import { REALITY_CHECK_DEFAULT_MINUTES } from '../contract';
import { sessionKey } from '../query/keys';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useFormat } from '../format/use-format';
import styles from './ui.module.css';

export interface RealityCheckProps {
  user: string;
  /** Leaves the game (the page decides where to). */
  onLeave: () => void;
}

/**
 * The reality check over a game: every N minutes of the member's choosing (60 unless set), how long
 * this session has lasted and what it has won or lost, with a choice to continue or leave.
 */
export function RealityCheck({ user, onLeave }: RealityCheckProps) {
  const { t } = useTranslation();
  const { formatPesos } = useFormat();
  const settings = useQuery(responsibleSettingsQuery(user));
  // A setting that cannot be read still gets the default check: the rule is not optional.
  const minutes = settings.data?.realityCheckMinutes ?? (settings.isError ? REALITY_CHECK_DEFAULT_MINUTES : null);
  const [startedAt] = useState(() => Date.now());
  const [checkedAt, setCheckedAt] = useState<number | null>(null);

  useEffect(() => {
    if (minutes === null) return undefined;
    const timer = window.setInterval(() => setCheckedAt(Date.now()), minutes * 60_000);
    return () => window.clearInterval(timer);
  }, [minutes]);

  const result = useQuery({
    queryKey: sessionKey(user, 'responsible', 'play-result', startedAt, checkedAt),
    queryFn: () => fetchPlayResult(startedAt),
    enabled: checkedAt !== null,
    staleTime: Infinity,
  });

  if (checkedAt === null) return null;
  const played = Math.max(0, Math.round((checkedAt - startedAt) / 60_000));
  let net = t('reality_check.loading');
  if (result.data) net = formatPesos(result.data.net);
  else if (result.isError) net = t('reality_check.unknown');
  return (
    <Dialog
      title={t('reality_check.title')}
      placement="center"
      onClose={() => setCheckedAt(null)}
      footer={
        <div className={styles.realityActions}>
          <Button variant="secondary" onClick={onLeave}>
            {t('reality_check.leave')}
          </Button>
          <Button onClick={() => setCheckedAt(null)}>{t('reality_check.continue')}</Button>
        </div>
      }
    >
      <p>{t('reality_check.elapsed', { hours: Math.floor(played / 60), minutes: played % 60 })}</p>
      <p>{t('reality_check.net', { amount: net })}</p>
    </Dialog>
  );
}
