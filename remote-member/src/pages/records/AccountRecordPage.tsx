import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Empty, QueryState, useSearchParams, useTranslation, useFormat } from '@platform/shared';
import {
  AGENT_RECORD_TYPES_PARAM,
  AGENT_TRANSACTION_TYPES,
  TRANSACTION_TYPES,
  type TransactionPage,
  type TransactionType,
} from '@platform/shared/contract';
import { transactionsQuery } from '../../api/transactions';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';
import { FilterSelect } from './FilterSelect';
import { Pager } from './Pager';
import { RangePicker, useRecordFilter } from './RangePicker';
import { readReference } from './reference';

const isTypeOf =
  (types: readonly TransactionType[]) =>
  (value: string | null): value is TransactionType =>
    value !== null && (types as readonly string[]).includes(value);

/**
 * /m/transaction/record: every balance change by days and transaction type, with the balance it left.
 * `?types=A` is the agent's record: only what moves an agent's balance as an agent.
 */
export function AccountRecordPage() {
  const { t } = useTranslation('member');
  return (
    <MoneyGate signIn={t('records.sign_in')} allowTrial>
      {(user) => <AccountRecord user={user} />}
    </MoneyGate>
  );
}

function AccountRecord({ user }: { user: string }) {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const agent = params.get('types') === AGENT_RECORD_TYPES_PARAM;
  const isType = isTypeOf(agent ? AGENT_TRANSACTION_TYPES : TRANSACTION_TYPES);
  // `?type=` opens the record on one type.
  const asked = params.get('type');
  const [type, setType] = useState<TransactionType | ''>(isType(asked) ? asked : '');
  const { days, pageNo, setPageNo, refilter } = useRecordFilter();
  const entries = useQuery(
    transactionsQuery(user, {
      ...days.range,
      pageNo,
      ...(type ? { type } : {}),
      ...(agent ? { group: 'agent' as const } : {}),
    }),
  );

  return (
    <div className={styles.page}>
      {agent && <h2 className={styles.heading}>{t('records.agent_title')}</h2>}
      <RangePicker state={days} />
      <FilterSelect
        label={t('records.type')}
        all={t('records.all_types')}
        value={type}
        options={(agent ? AGENT_TRANSACTION_TYPES : TRANSACTION_TYPES).map((code) => ({
          value: code,
          label: t(`records.types.${code}`),
        }))}
        onChange={(value) => refilter(() => setType(isType(value) ? value : ''))}
      />
      <QueryState query={entries}>{(page) => <EntryList page={page} onPage={setPageNo} />}</QueryState>
    </div>
  );
}

/** A ledger entry's reference in words: the day or number of what the site credited, an order's number. */
function Reference({ reference }: { reference: string }) {
  const { formatDay } = useFormat();
  const { t } = useTranslation('member');
  const read = readReference(reference);
  if (read.kind === null) return <>{read.id}</>;
  if ('day' in read) return <>{t(`records.reference.${read.kind}`, { day: formatDay(read.day), id: read.day })}</>;
  return <>{t(`records.reference.${read.kind}`, { id: read.id, day: '' })}</>;
}

function EntryList({ page, onPage }: { page: TransactionPage; onPage: (page: number) => void }) {
  const { formatPesos, formatDateTime } = useFormat();
  const { t } = useTranslation('member');
  if (page.list.length === 0) return <Empty text={t('records.entries_empty')} />;
  return (
    <>
      <ul className={styles.list} aria-label={t('records.entries')}>
        {page.list.map((entry) => (
          <li key={entry.id} className={styles.item}>
            <span className={styles.row}>
              <strong>{t(`records.types.${entry.type}`)}</strong>
              <strong>{formatPesos(entry.amount, { signed: true })}</strong>
            </span>
            <span className={styles.row}>
              <span className={styles.muted}>
                <Reference reference={entry.reference} />
              </span>
              <span className={styles.muted}>{t('records.balance_after', { amount: formatPesos(entry.balance) })}</span>
            </span>
            <span className={styles.muted}>{formatDateTime(entry.createdAt)}</span>
          </li>
        ))}
      </ul>
      <Pager page={page.pageNum} pages={page.totalPages} onPage={onPage} />
    </>
  );
}
