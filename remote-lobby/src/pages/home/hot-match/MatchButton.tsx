import { useTranslation } from '@platform/shared';
import type { HotMatch } from '@platform/shared/contract';
import { matchTime } from './match-time';
import styles from './hot-match.module.css';

/** One match in the strip: league, fixture and Manila time; tapping it opens the match list. */
export function MatchButton({ match, onOpen }: { match: HotMatch; onOpen: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <button
      type="button"
      className={styles.match}
      onClick={(event) => {
        // Swiper keeps a tap on the slide from focusing the button; focused, it is where the dialog
        // hands the focus back when it closes.
        event.currentTarget.focus();
        onOpen();
      }}
    >
      <span className={styles.league}>{match.league}</span>
      <span className={styles.fixture}>
        {t('home.hot_match.fixture', { home: match.homeTeam, away: match.awayTeam })}
      </span>
      <time className={styles.time} dateTime={match.matchTime}>
        {matchTime(match.matchTime)}
      </time>
    </button>
  );
}
