import { useQuery } from '@tanstack/react-query';
import {
  Button,
  LOADING_MS,
  Link,
  paths,
  useErrorMessage,
  useNavigate,
  useScope,
  useSession,
  useTranslation,
  useWrite,
} from '@platform/shared';
import { trialAccountQuery } from '../../api/trial';
import { playTrialMutation } from '../../features/trial/trial-mutation';
import page from '../../features/layout/page.module.css';
import styles from './trial.module.css';

/** /m/trail: what a trial account is, its name, and the way in (or to a real account). */
export function TrialPage() {
  const { t } = useTranslation('accounts');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const member = session.info !== null && !session.trial;
  const account = useQuery({ ...trialAccountQuery(useScope().merchant), enabled: !member });
  const failure = useErrorMessage(account.isError ? account.error : null);
  const name = account.data?.userName ?? null;
  const submit = useWrite(playTrialMutation());

  const start = () =>
    submit.run(account.data, {
      waitMs: LOADING_MS.trialPlay,
      onSuccess: (value) => {
        if (value.token) navigate(paths.home, { replace: true });
      },
    });

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
            <dd>{name ?? failure?.message ?? common('loading')}</dd>
          </dl>
          {name === null && failure ? (
            <Button variant="secondary" block onClick={() => void account.refetch()}>
              {common('retry')}
            </Button>
          ) : null}
          <Button block disabled={submit.busy || !name} busy={submit.busy} onClick={() => void start()}>
            {t('trial.start')}
          </Button>
        </>
      )}
      <Link to={paths.register} className={`${page.textLink} ${styles.register}`}>
        {t('trial.register')}
      </Link>
    </div>
  );
}
