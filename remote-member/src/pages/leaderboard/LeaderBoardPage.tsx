import { useQuery } from '@tanstack/react-query';
import { Empty, Link, QueryState, paths, useScope, useTranslation, useFormat } from '@platform/shared';
import { missionWinnersQuery } from '../../api/mission-winners';
import { promotionsQuery } from '../../api/promotions';
import styles from './leaderboard.module.css';

function WinnerBoard() {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const query = useQuery(missionWinnersQuery(useScope()));
  return (
    <QueryState query={query}>
      {(winners) =>
        winners.length === 0 ? (
          <Empty text={t('leaderboard.empty')} />
        ) : (
          <ol className={styles.board} aria-label={t('leaderboard.winners')}>
            {winners.map((winner, index) => (
              <li key={`${winner.vo.account}-${index}`} className={styles.row}>
                <span className={styles.rank} aria-label={t('leaderboard.rank', { rank: index + 1 })}>
                  {index + 1}
                </span>
                <span className={styles.who}>
                  <strong>{winner.vo.account}</strong>
                  <small>{winner.vo.mission}</small>
                </span>
                <span className={styles.win}>{t('leaderboard.won', { amount: formatPesos(winner.vo.winAmount) })}</span>
              </li>
            ))}
          </ol>
        )
      }
    </QueryState>
  );
}

/** /m/leaderBoard: the mission winner board (highest `vo.winAmount` first) while the MISSION promotion runs. */
export function LeaderBoardPage() {
  const { t } = useTranslation('member');
  const scope = useScope();
  const promotions = useQuery(promotionsQuery(scope.merchant));
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t('leaderboard.winners')}</h2>
      <QueryState query={promotions}>
        {(running) =>
          running.has('MISSION') ? (
            <>
              <WinnerBoard />
              <Link className={styles.missions} to={`${paths.activity}?category=mission`}>
                {t('leaderboard.missions')}
              </Link>
            </>
          ) : (
            <Empty text={t('leaderboard.off')} />
          )
        }
      </QueryState>
    </div>
  );
}
