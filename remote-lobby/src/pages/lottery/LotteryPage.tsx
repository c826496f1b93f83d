import { Link, QueryState, paths, useTranslation } from '@platform/shared';
import ui from '../../features/ui/ui.module.css';
import { LotteryList } from './LotteryList';
import { usePrizeMode } from './prize-mode';
import { useLotteryList, usePlayLottery } from './use-lottery';
import styles from './lottery.module.css';

/** /m/lottery: the lottery games of the merchant's prize mode, and the way to the others. */
export function LotteryPage() {
  const { t } = useTranslation('lobby');
  const prizeMode = usePrizeMode();
  const list = useLotteryList(prizeMode);
  const play = usePlayLottery();
  const title = t(prizeMode === 'Elott' ? 'lottery.elott_title' : 'lottery.title');
  return (
    <div className={styles.page}>
      <h1 className={ui.srOnly}>{title}</h1>
      <QueryState query={list}>
        {({ list: entries }) => <LotteryList entries={entries} label={title} onPlay={play} />}
      </QueryState>
      <Link to={paths.moreLottery} className={styles.more}>
        {t('lottery.more')}
      </Link>
    </div>
  );
}
