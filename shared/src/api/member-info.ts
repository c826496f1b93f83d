import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_ENDPOINTS, type MemberInfo } from '../contract';
import { STORAGE_KEYS } from '../config/constants';
import { queryClient } from '../query/client';
import { sessionKey, useSessionUser } from '../query/keys';
import { persistedData } from '../query/persist';
import { call } from './client';

export const fetchMemberInfo = () => call(AUTH_ENDPOINTS.memberInfo);

/**
 * The signed-in member's record. Kept for the session (under `memberInfo`) and fetched only when
 * missing, as the spec says; `refetch()` or {@link renewMemberInfo} forces a fresh one.
 */
export function memberInfoQuery(user: string) {
  const queryKey = sessionKey(user, 'member-info');
  return queryOptions({
    queryKey,
    queryFn: fetchMemberInfo,
    staleTime: Infinity,
    ...persistedData<MemberInfo>(queryKey, 'session', STORAGE_KEYS.member),
  });
}

/** The member record of the session, when there is one; `enabled: false` leaves it unasked for. */
export function useMemberInfo({ enabled = true }: { enabled?: boolean } = {}) {
  const user = useSessionUser();
  return useQuery({ ...memberInfoQuery(user ?? ''), enabled: enabled && user !== null });
}

/** Fetches the member record again (home does on every visit). */
export function renewMemberInfo(user: string): Promise<unknown> {
  return queryClient.refetchQueries({ queryKey: memberInfoQuery(user).queryKey });
}
