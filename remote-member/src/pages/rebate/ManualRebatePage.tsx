import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Link, QueryState, paths, useTranslation, useFormat, useWrite } from '@platform/shared';
import type { RebateClaim } from '@platform/shared/contract';
import { rebateClaimMutation, rebateDueQuery } from '../../api/rebates';
import { SubmitKeys } from '../../features/money/money';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';

/** /m/member/manualRebate: the rebate due on today's bets, claimed with one tap. */
export function ManualRebatePage() {
  const { t } = useTranslation('member');
  return <MoneyGate signIn={t('rebate.sign_in')}>{(user) => <ManualRebate user={user} />}</MoneyGate>;
}

function ManualRebate({ user }: { user: string }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const due = useQuery(rebateDueQuery(user));
  const submit = useWrite(rebateClaimMutation(user));
  const [keys] = useState(() => new SubmitKeys());
  const [claimed, setClaimed] = useState<RebateClaim | null>(null);

  const claim = (amount: number) =>
    submit.run(
      { idempotencyKey: keys.for(String(amount)) },
      {
        onSuccess: (value) => {
          keys.clear();
          setClaimed(value);
        },
      },
    );

  return (
    <div className={styles.page}>
      <QueryState query={due}>
        {(value) => (
          <section className={`${styles.panel} ${styles.stack}`} aria-labelledby="rebate-due-title">
            <h2 id="rebate-due-title" className={styles.muted}>
              {t('rebate.due')}
            </h2>
            <p className={styles.big} data-testid="rebate-due">
              {formatPesos(value.due)}
            </p>
            <dl className={styles.facts}>
              <dt>{t('rebate.bets_today')}</dt>
              <dd>{formatPesos(value.betTotal)}</dd>
              <dt>{t('rebate.rate')}</dt>
              <dd>{t('rebate.percent', { rate: value.ratePercent.toFixed(2) })}</dd>
            </dl>
            <Button
              block
              disabled={value.due <= 0 || submit.busy}
              busy={submit.busy}
              onClick={() => void claim(value.due)}
            >
              {t('rebate.claim')}
            </Button>
            {value.due <= 0 && !claimed ? <p className={styles.muted}>{t('rebate.nothing_due')}</p> : null}
            {claimed ? (
              <p className={styles.notice} role="status">
                {t('rebate.claimed', { amount: formatPesos(claimed.amount) })}
              </p>
            ) : null}
            <Link to={paths.rebateReport} className={styles.textLink}>
              {t('rebate.history_link')}
            </Link>
          </section>
        )}
      </QueryState>
    </div>
  );
}
