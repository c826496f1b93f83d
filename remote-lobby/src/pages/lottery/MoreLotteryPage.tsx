import { useId } from 'react';
import { QueryState, useTranslation } from '@platform/shared';
import type { PrizeMode } from '@platform/shared/contract';
import ui from '../../features/ui/ui.module.css';
import { LotteryList } from './LotteryList';
import { useLotteryList, usePlayLottery } from './use-lottery';
import styles from './lottery.module.css';

function LotterySection({ prizeMode, title }: { prizeMode: PrizeMode; title: string }) {
  const headingId = useId();
  const list = useLotteryList(prizeMode);
  const play = usePlayLottery();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <QueryState query={list}>
        {({ list: entries }) => <LotteryList entries={entries} label={title} onPlay={play} />}
      </QueryState>
    </section>
  );
}

/** /m/moreLottery: every lottery game, the lottery list and the e-lottery list. */
export function MoreLotteryPage() {
  const { t } = useTranslation('lobby');
  return (
    <div className={styles.page}>
      <h1 className={ui.srOnly}>{t('lottery.more')}</h1>
      <LotterySection prizeMode="Lott" title={t('lottery.title')} />
      <LotterySection prizeMode="Elott" title={t('lottery.elott_title')} />
    </div>
  );
}
