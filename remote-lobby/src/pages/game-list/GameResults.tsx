import {
  Button,
  Empty,
  ErrorPanel,
  Loading,
  useLoginHere,
  useTranslation,
  type DataType,
  type GameListState,
  type TextKey,
} from '@platform/shared';
import { PlayableGameGrid } from '../../features/game-grid';
import { useGameSource } from './use-game-source';
import styles from './game-list.module.css';

export interface GameResultsProps {
  state: GameListState;
  label: string;
}

const EMPTY_KEY: Record<DataType, TextKey<'lobby'>> = {
  all: 'games.empty',
  hot: 'games.empty',
  recent: 'games.empty_recent',
  fav: 'games.empty_fav',
};

/**
 * The list's body: loading, a failure with Retry, the empty placeholder, or the games. It alone
 * follows the list's queries, so a page arriving redraws the results, not the tabs and vendors above.
 */
export function GameResults({ state, label }: GameResultsProps) {
  const { t } = useTranslation('lobby');
  const source = useGameSource(state);
  const { dataType } = state;
  if (source.failure !== null) return <ErrorPanel message={source.failure} onRetry={source.retry} />;
  if (source.games === undefined) return <Loading />;
  if (source.games.length === 0) return <Empty text={t(EMPTY_KEY[dataType])} />;
  return <PlayableGameGrid games={source.games} label={label} paging={source.paging} />;
}

/** What a guest sees of the member-only modes. */
export function MembersOnly({ dataType }: { dataType: 'recent' | 'fav' }) {
  const { t } = useTranslation('lobby');
  const loginHere = useLoginHere();
  return (
    <div>
      <Empty text={t(dataType === 'recent' ? 'games.login_for_recent' : 'games.login_for_fav')} />
      <p className={styles.loginPrompt}>
        <Button onClick={() => loginHere()}>{t('games.login')}</Button>
      </p>
    </div>
  );
}
