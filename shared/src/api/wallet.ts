import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '../contract';
import { queryClient } from '../query/client';
import { sessionKey, useSessionUser } from '../query/keys';
import { call } from './client';

export const fetchWallet = () => call(AUTH_ENDPOINTS.wallet);

/** The member's total balance; fresh for 10 s, since bets and deposits move it. */
export function walletQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'wallet'), queryFn: fetchWallet, staleTime: 10_000 });
}

/** The wallet summary of the session, when there is one. */
export function useWallet() {
  const user = useSessionUser();
  return useQuery({ ...walletQuery(user ?? ''), enabled: user !== null });
}

/** Fetches the balance again now; resolves when the new one (or its failure) is in. */
export function refreshWallet(user: string): Promise<void> {
  return queryClient.refetchQueries({ queryKey: walletQuery(user).queryKey }, { throwOnError: true });
}
