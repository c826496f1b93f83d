import { useEffect, useRef, type ReactNode } from 'react';
import {
  Button,
  ErrorPanel,
  Loading,
  RealityCheck,
  paths,
  refreshWallet,
  useErrorMessage,
  useLanguage,
  useLoginHere,
  useNavigate,
  useSearchParams,
  useSessionUser,
  useTranslation,
} from '@platform/shared';
import { isPlayBalanceMessage, type LaunchQuery } from '@platform/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { launchQuery } from '../../api/launch';
import { launchQueryFromSearch, pageBackOf } from '../../features/launch';
import ui from '../../features/ui/ui.module.css';
import { allowedGameUrl } from './game-url';
import styles from './launch-game.module.css';

/** What the frame may do: run the game's script, keep its own origin for its calls, send its forms. */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/** A message with a way back: to the page the game was launched from, else the lobby. */
function Notice({ text, action }: { text: string; action?: ReactNode }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('lobby');
  return (
    <div className={styles.notice} role="alert">
      <p>{text}</p>
      {action ?? (
        <Button variant="secondary" onClick={() => navigate(pageBackOf(search) ?? paths.gameLobby)}>
          {t('launch.back')}
        </Button>
      )}
    </div>
  );
}

/** The game frame; the game page's balance messages refresh the member's wallet (the header's balance). */
function GameFrame({ url, user }: { url: string; user: string }) {
  const { t } = useTranslation('lobby');
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the game page in this frame, served from this site, may move the balance.
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (!isPlayBalanceMessage(event.data)) return;
      refreshWallet(user).catch(() => {
        // The header keeps the last balance; the next refresh or page visit corrects it.
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [user]);
  return <iframe ref={frame} className={styles.frame} src={url} title={t('launch.frame_title')} sandbox={SANDBOX} />;
}

function Launch({ query, user }: { query: LaunchQuery; user: string }) {
  const { t } = useTranslation('lobby');
  const launch = useQuery(launchQuery(user, useLanguage(), query));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const failure = useErrorMessage(launch.error);
  if (launch.data === undefined) {
    if (failure) return <ErrorPanel message={failure.message} onRetry={() => void launch.refetch()} />;
    return <Loading />;
  }
  const url = allowedGameUrl(launch.data.url);
  if (url === null) return <Notice text={t('launch.refused')} />;
  return (
    <>
      <GameFrame url={url} user={user} />
      <RealityCheck user={user} onLeave={() => navigate(pageBackOf(search) ?? paths.gameLobby)} />
    </>
  );
}

/**
 * /m/launchGame: the game full screen under the host's header (whose back arrow honours
 * `pageBack`). The page asks the server to launch what its query names and opens the answer in a
 * sandboxed frame, if it is one of the site's own game pages.
 */
export function LaunchGamePage() {
  const { t } = useTranslation('lobby');
  const loginHere = useLoginHere();
  const [search] = useSearchParams();
  const user = useSessionUser();
  const query = launchQueryFromSearch(search);
  let body: ReactNode;
  if (query === null) body = <Notice text={t('launch.missing')} />;
  else if (user === null) {
    body = (
      <Notice text={t('launch.login_first')} action={<Button onClick={() => loginHere()}>{t('games.login')}</Button>} />
    );
  } else body = <Launch key={search.toString()} query={query} user={user} />;
  return (
    <div className={styles.page}>
      <h1 className={ui.srOnly}>{t('launch.title')}</h1>
      {body}
    </div>
  );
}
