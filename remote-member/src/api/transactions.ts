import { apiGet, sessionKey } from '@platform/shared';
import { MONEY_PATHS, type TransactionPage, type TransactionQuery } from '@platform/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const fetchTransactions = (query: TransactionQuery) => apiGet<TransactionPage>(MONEY_PATHS.transactions, query);

/** One page of the account record: ledger entries of the days asked, newest first. */
export function transactionsQuery(user: string, query: TransactionQuery) {
  return queryOptions({
    queryKey: sessionKey(user, 'records', 'transactions', query),
    queryFn: () => fetchTransactions(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
