import { call, sessionKey } from '@platform/shared';
import { RECORD_ENDPOINTS, type TransactionQuery } from '@platform/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const fetchTransactions = (query: TransactionQuery) => call(RECORD_ENDPOINTS.transactions, { query });

/** One page of the account record: ledger entries of the days asked, newest first. */
export function transactionsQuery(user: string, query: TransactionQuery) {
  return queryOptions({
    queryKey: sessionKey(user, 'records', 'transactions', query),
    queryFn: () => fetchTransactions(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
