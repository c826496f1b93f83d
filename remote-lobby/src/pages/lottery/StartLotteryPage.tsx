import { useId } from 'react';
import { Button, Empty, QueryState, useSearchParams, useTranslation } from '@platform/shared';
import type { LotteryEntry } from '@platform/shared/contract';
import ui from '../../features/ui/ui.module.css';
import { LotteryList } from './LotteryList';
import { usePrizeMode } from './prize-mode';
import { useLotteryList, usePlayLottery } from './use-lottery';
import styles from './lottery.module.css';

/** The query parameter naming the lottery to start. */
const GAME_PARAM = 'gameId';

function StartCard({ entry, onPlay }: { entry: LotteryEntry; onPlay: (entry: LotteryEntry) => void }) {
  const { t } = useTranslation('lobby');
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <img className={styles.cardIcon} src={entry.iconUrl} alt="" width={96} height={96} />
      <h2 id={titleId} className={styles.cardTitle}>
        {entry.displayName}
      </h2>
      <p className={styles.cardMeta}>{t('lottery.draw_every', { count: entry.drawMinutes })}</p>
      <Button block onClick={() => onPlay(entry)}>
        {t('lottery.play')}
      </Button>
    </section>
  );
}

/**
 * /m/startLottery?gameId=: one lottery game with its draw interval and a bet button; without a
 * known game, the games of the merchant's prize mode to choose from.
 */
export function StartLotteryPage() {
  const { t } = useTranslation('lobby');
  const [search, setSearch] = useSearchParams();
  const list = useLotteryList(usePrizeMode());
  const play = usePlayLottery();
  const gameId = search.get(GAME_PARAM);
  const choose = (entry: LotteryEntry) => setSearch({ [GAME_PARAM]: entry.gameId });
  return (
    <div className={styles.page}>
      <h1 className={ui.srOnly}>{t('lottery.start_title')}</h1>
      <QueryState query={list}>
        {({ list: entries }) => {
          const entry = entries.find((item) => item.gameId === gameId);
          if (entry) return <StartCard entry={entry} onPlay={play} />;
          return (
            <>
              {gameId !== null && <Empty text={t('lottery.not_found')} />}
              <p className={styles.intro}>{t('lottery.choose')}</p>
              <LotteryList entries={entries} label={t('lottery.start_title')} onPlay={choose} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
