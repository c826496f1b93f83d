import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, QueryState, useScope, useTranslation, useFormat } from '@platform/shared';
import { GAME_TYPES, type BetFilterOption, type BetRecordPage, type GameType } from '@platform/shared/contract';
import { betFiltersQuery } from '../../api/bet-filters';
import { betRecordsQuery } from '../../api/bet-records';
import { BetVerify } from './BetVerify';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';
import { FilterSelect } from './FilterSelect';
import { Pager } from './Pager';
import { RangePicker, useRecordFilter } from './RangePicker';
import verify from './verify.module.css';

/** /m/gameRecord: the member's bets by days, vendor and game type, with totals and pages. */
export function GameRecordPage() {
  const { t } = useTranslation('member');
  return (
    <MoneyGate signIn={t('records.sign_in')} allowTrial>
      {(user) => <GameRecord user={user} />}
    </MoneyGate>
  );
}

const NO_FILTERS: BetFilterOption[] = [];

// The filters list the game types the server knows; one the contract does not shows as the server names it.
const isGameType = (value: string): value is GameType => GAME_TYPES.some((type) => type === value);

function GameRecord({ user }: { user: string }) {
  const { t } = useTranslation('member');
  const scope = useScope();
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState('');
  const { days, pageNo, setPageNo, refilter } = useRecordFilter();
  const filters = useQuery(betFiltersQuery(user)).data ?? NO_FILTERS;
  const query = {
    ...days.range,
    pageNo,
    ...(vendor ? { vendor } : {}),
    ...(gameType ? { gameType } : {}),
  };
  const bets = useQuery(betRecordsQuery(user, scope, query));
  const gameTypes = [...new Set(filters.filter((f) => !vendor || f.vendor === vendor).flatMap((f) => f.gameTypes))];
  // Any change of filter starts again from the first page.

  return (
    <div className={styles.page}>
      <RangePicker state={days} />
      <div className={styles.presets}>
        <FilterSelect
          className={styles.wide}
          label={t('records.vendor')}
          all={t('records.all_vendors')}
          value={vendor}
          options={filters.map((option) => ({ value: option.vendor, label: option.vendorName }))}
          onChange={(value) =>
            refilter(() => {
              setVendor(value);
              setGameType('');
            })
          }
        />
        <FilterSelect
          className={styles.wide}
          label={t('records.game_type')}
          all={t('records.all_game_types')}
          value={gameType}
          options={gameTypes.map((type) => ({
            value: type,
            label: isGameType(type) ? t(`records.game_types.${type}`) : type,
          }))}
          onChange={(value) => refilter(() => setGameType(value))}
        />
      </div>
      <QueryState query={bets}>{(page) => <BetList user={user} page={page} onPage={setPageNo} />}</QueryState>
    </div>
  );
}

function BetList({ user, page, onPage }: { user: string; page: BetRecordPage; onPage: (page: number) => void }) {
  const { formatPesos, formatDateTime } = useFormat();
  const { t } = useTranslation('member');
  const { totals } = page;
  const [verifying, setVerifying] = useState<string | null>(null);
  const checkId = useId();
  return (
    <>
      <section className={styles.panel} aria-labelledby="bet-totals-title">
        <h2 id="bet-totals-title" className={styles.heading}>
          {t('records.totals')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('records.bet_count')}</dt>
          <dd>{totals.count}</dd>
          <dt>{t('records.stake')}</dt>
          <dd>{formatPesos(totals.stake)}</dd>
          <dt>{t('records.payout')}</dt>
          <dd>{formatPesos(totals.payout)}</dd>
          <dt>{t('records.win_loss')}</dt>
          <dd>{formatPesos(totals.winLoss)}</dd>
        </dl>
      </section>
      {page.list.length === 0 ? (
        <Empty text={t('records.bets_empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('records.bets')}>
          {page.list.map((bet) => (
            <li key={bet.roundId} className={styles.item}>
              <span className={styles.row}>
                <strong>{bet.gameName}</strong>
                <span>{formatPesos(bet.winLoss)}</span>
              </span>
              <span className={styles.row}>
                <span className={styles.muted}>
                  {t('records.stake')} {formatPesos(bet.stake)} · {t('records.payout')} {formatPesos(bet.payout)}
                </span>
              </span>
              <span className={styles.row}>
                <span className={styles.muted}>{t('records.round', { id: bet.roundId })}</span>
                <span className={styles.muted}>{formatDateTime(bet.placedAt)}</span>
              </span>
              <Button
                variant="secondary"
                className={verify.toggle}
                aria-expanded={verifying === bet.roundId}
                aria-controls={verifying === bet.roundId ? checkId : undefined}
                onClick={() => setVerifying(verifying === bet.roundId ? null : bet.roundId)}
              >
                {t(verifying === bet.roundId ? 'records.verify.close' : 'records.verify.open')}
              </Button>
              {verifying === bet.roundId ? <BetVerify user={user} roundId={bet.roundId} id={checkId} /> : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page.pageNum} pages={page.totalPages} onPage={onPage} />
    </>
  );
}
