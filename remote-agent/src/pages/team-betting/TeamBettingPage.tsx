import { useRef, useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Empty, QueryState, TextField, useScope, useTranslation, useFormat } from '@platform/shared';
import { GAME_TYPES, type GameType, type TeamBet } from '@platform/shared/contract';
import { teamBetsQuery } from '../../api/team-bets';
import { AgentOnly } from '../../features/agent-only/AgentOnly';
import { PeriodTabs } from '../../features/period/PeriodTabs';
import { periodRange, type PeriodKey } from '../../features/period/periods';
import styles from '../../features/report/report.module.css';

const ROW_HEIGHT = 72;

function BetRow({ bet }: { bet: TeamBet }) {
  const { formatPesos, formatDateTime } = useFormat();
  const { t } = useTranslation('agent');
  return (
    <div className={styles.row} style={{ height: ROW_HEIGHT, boxSizing: 'border-box' }}>
      <span className={styles.rowMain}>
        {bet.account} · {bet.gameName}
      </span>
      <span className={bet.winLossAmount >= 0 ? styles.positive : styles.negative}>
        {formatPesos(bet.winLossAmount)}
      </span>
      <span className={styles.muted}>{formatDateTime(bet.placedAt)}</span>
      <span className={styles.muted}>
        {t('betting.bet')} {formatPesos(bet.betAmount)}
      </span>
    </div>
  );
}

/** The rounds in a scrolling window: only the rows in view are in the page; the next page loads near the end. */
function BetList({ bets, more, loadMore }: { bets: readonly TeamBet[]; more: boolean; loadMore: () => void }) {
  const { t } = useTranslation('agent');
  const viewport = useRef<HTMLDivElement>(null);
  // The virtualizer re-renders this list itself as it scrolls; nothing here is memoized on its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: bets.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // Scrolling near the end asks for the next page: the scroll is the event, not a render.
    onChange: (instance) => {
      const last = instance.getVirtualItems().at(-1)?.index ?? 0;
      if (more && last >= bets.length - 5) loadMore();
    },
  });
  const items = rows.getVirtualItems();
  return (
    // The rows hold nothing to tab to: the window itself takes focus, so the keyboard can scroll it.
    <div ref={viewport} className={styles.viewport} tabIndex={0} role="region" aria-label={t('betting.list')}>
      <div role="list" style={{ height: rows.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const bet = bets[item.index];
          return bet ? (
            <div
              key={bet.id}
              role="listitem"
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              <BetRow bet={bet} />
            </div>
          ) : null;
        })}
      </div>
    </div>
  );
}

function Betting({ user }: { user: string }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('agent');
  const scope = useScope();
  const [period, setPeriod] = useState<PeriodKey>('today');
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const filter = {
    ...periodRange(period),
    ...(gameType ? { gameType } : {}),
    ...(account ? { account } : {}),
  };
  const bets = useInfiniteQuery(teamBetsQuery(user, scope, filter));
  const list = bets.data?.pages.flatMap((page) => page.list) ?? [];
  const footer = bets.data?.pages[0]?.footer;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setAccount(typed.trim());
  };
  return (
    <div className={styles.page}>
      <PeriodTabs value={period} onChange={setPeriod} />
      <form className={styles.search} onSubmit={apply}>
        <label className={styles.muted}>
          {t('betting.game_type')}
          <select
            className={styles.select}
            value={gameType}
            onChange={(event) => setGameType(event.target.value as GameType | '')}
          >
            <option value="">{t('betting.all_types')}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`game_type.${type}`, { ns: 'common' })}
              </option>
            ))}
          </select>
        </label>
        <TextField label={t('betting.account')} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">{t('betting.apply')}</Button>
      </form>
      <QueryState query={bets}>
        {() => (
          <section className={styles.card}>
            {footer ? (
              <p className={styles.muted} role="status">
                {t('betting.summary', {
                  count: footer.count,
                  bet: formatPesos(footer.betAmount),
                  winLoss: formatPesos(footer.winLossAmount),
                })}
              </p>
            ) : null}
            {list.length === 0 ? (
              <Empty />
            ) : (
              <BetList
                bets={list}
                more={bets.hasNextPage && !bets.isFetchingNextPage}
                loadMore={() => void bets.fetchNextPage()}
              />
            )}
          </section>
        )}
      </QueryState>
    </div>
  );
}

/** /m/teamBetting: the downline's rounds, by period, game type and member. */
export function TeamBettingPage() {
  return <AgentOnly>{(agent) => <Betting user={agent.userName} />}</AgentOnly>;
}
