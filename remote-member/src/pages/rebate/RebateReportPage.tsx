import { useQuery } from '@tanstack/react-query';
import { Empty, QueryState, useTranslation, useFormat } from '@platform/shared';
import { rebateHistoryQuery } from '../../api/rebates';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';

/** /m/member/rebateReport: every rebate claimed, newest first. */
export function RebateReportPage() {
  const { t } = useTranslation('member');
  return <MoneyGate signIn={t('rebate.sign_in')}>{(user) => <RebateReport user={user} />}</MoneyGate>;
}

function RebateReport({ user }: { user: string }) {
  const { formatPesos, formatDateTime, formatDay } = useFormat();
  const { t } = useTranslation('member');
  const history = useQuery(rebateHistoryQuery(user));
  return (
    <div className={styles.page}>
      <QueryState query={history}>
        {(claims) =>
          claims.length === 0 ? (
            <Empty text={t('rebate.history_empty')} />
          ) : (
            <ul className={styles.list} aria-label={t('rebate.history_title')}>
              {claims.map((claim) => (
                <li key={claim.claimNo} className={styles.item}>
                  <span className={styles.row}>
                    <strong>{formatPesos(claim.amount)}</strong>
                    <span className={styles.muted}>{formatDay(claim.day)}</span>
                  </span>
                  <span>
                    {t('rebate.on_bets', {
                      bets: formatPesos(claim.betTotal),
                      rate: claim.ratePercent.toFixed(2),
                    })}
                  </span>
                  <span className={styles.row}>
                    <span className={styles.muted}>
                      {t('money.order_no')} {claim.claimNo}
                    </span>
                    <span className={styles.muted}>{formatDateTime(claim.createdAt)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
