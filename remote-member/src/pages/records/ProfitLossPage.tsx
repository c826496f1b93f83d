import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryState, useTranslation, useFormat, type TextKey } from '@platform/shared';
import type { ProfitLoss } from '@platform/shared/contract';
import { profitLossQuery } from '../../api/profit-loss';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';
import { RangePicker, useDayRange } from './RangePicker';

const ROWS: ReadonlyArray<[keyof ProfitLoss, TextKey<'member'>]> = [
  ['deposits', 'records.pnl_deposits'],
  ['withdrawals', 'records.pnl_withdrawals'],
  ['bets', 'records.pnl_bets'],
  ['payouts', 'records.pnl_payouts'],
  ['rebates', 'records.pnl_rebates'],
  ['rewards', 'records.pnl_rewards'],
  ['profit', 'records.pnl_profit'],
];

/** /m/profitandloss: what moved the balance over the days asked, and the profit of play. */
export function ProfitLossPage() {
  const { t } = useTranslation('member');
  return (
    <MoneyGate signIn={t('records.sign_in')} allowTrial>
      {(user) => <ProfitLossView user={user} />}
    </MoneyGate>
  );
}

function ProfitLossView({ user }: { user: string }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const days = useDayRange();
  const sums = useQuery(profitLossQuery(user, days.range));
  return (
    <div className={styles.page}>
      <RangePicker state={days} />
      <QueryState query={sums}>
        {(value) => (
          <section className={styles.panel} aria-labelledby="pnl-title">
            <h2 id="pnl-title" className={styles.heading}>
              {t('records.pnl')}
            </h2>
            <dl className={styles.facts}>
              {ROWS.map(([field, key]) => (
                <Fragment key={field}>
                  <dt>{t(key)}</dt>
                  <dd>{formatPesos(value[field])}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        )}
      </QueryState>
    </div>
  );
}
