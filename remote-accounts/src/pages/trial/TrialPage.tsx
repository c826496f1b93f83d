import { useEffect, useState } from 'react';
import {
  Button,
  LOADING_MS,
  Link,
  STORAGE_KEYS,
  toApiError,
  toast,
  useNavigate,
  useSession,
  useTranslation,
} from '@platform/shared';
import { fetchTrialAccount } from '../../api/trial';
import { playTrial } from '../../features/trial/play-trial';
import page from '../../features/layout/page.module.css';
import styles from './trial.module.css';

/** /m/trail: what a trial account is, its name, and the way in (or to a real account). */
export function TrialPage() {
  const { t } = useTranslation('accounts');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [name, setName] = useState<string | null>(() => sessionStorage.getItem(STORAGE_KEYS.trialName));
  const [busy, setBusy] = useState(false);
  const member = session.info !== null && !session.trial;

  useEffect(() => {
    if (member || name) return undefined;
    let live = true;
    fetchTrialAccount()
      .then(({ userName }) => {
        if (!live) return;
        sessionStorage.setItem(STORAGE_KEYS.trialName, userName);
        setName(userName);
      })
      .catch((error: unknown) => {
        if (live) toast.fail(common(toApiError(error).messageKey));
      });
    return () => {
      live = false;
    };
  }, [member, name, common]);

  const start = async () => {
    setBusy(true);
    const waiting = toast.loading(common('in_please_wait'), LOADING_MS.trialPlay);
    try {
      const value = await playTrial(name ?? undefined);
      toast.hide(waiting);
      if (value.token) navigate('/m/home', { replace: true });
    } catch (error) {
      toast.hide(waiting);
      toast.fail(common(toApiError(error).messageKey));
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t('trial.heading')}</h2>
      <p className={page.intro}>{t('trial.intro')}</p>
      <p className={page.intro}>{t('trial.rules')}</p>
      {member ? (
        <p className={styles.account}>{t('trial.signed_in')}</p>
      ) : (
        <>
          <dl className={styles.account}>
            <dt>{t('trial.account')}</dt>
            <dd>{name ?? common('loading')}</dd>
          </dl>
          <Button block disabled={busy || !name} busy={busy} onClick={() => void start()}>
            {t('trial.start')}
          </Button>
        </>
      )}
      <Link to="/m/register" className={`${page.textLink} ${styles.register}`}>
        {t('trial.register')}
      </Link>
    </div>
  );
}
