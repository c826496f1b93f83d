import type { MemberInfo, WalletSummary } from '../contract';
import { memberInfoQuery } from '../api/member-info';
import { walletQuery } from '../api/wallet';
import { queryClient } from '../query/client';
import { sessionState } from '../session/store';

const signedInUser = (): string => {
  const user = sessionState.info?.userName;
  if (!user) throw new Error('Sign a test member in (login()) before priming their data.');
  return user;
};

/** Puts a member record in the cache for the signed-in test member, as if it had been fetched. */
export function primeMemberInfo(member: MemberInfo): void {
  queryClient.setQueryData(memberInfoQuery(signedInUser()).queryKey, member);
}

/** The member record the cache holds for the signed-in test member. */
export function cachedMemberInfo(): MemberInfo | undefined {
  return queryClient.getQueryData(memberInfoQuery(signedInUser()).queryKey);
}

/** The wallet the cache holds for the signed-in test member. */
export function cachedWallet(): WalletSummary | undefined {
  return queryClient.getQueryData(walletQuery(signedInUser()).queryKey);
}
