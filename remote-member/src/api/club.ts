import { call, sessionKey, type Scope } from '@platform/shared';
import { MEMBER_CENTRE_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchClub = () => call(MEMBER_CENTRE_ENDPOINTS.club);

/** The member's VIP level (null outside the club); its name follows the language. */
export function clubQuery(user: string, scope: Scope) {
  return queryOptions({
    queryKey: sessionKey(user, 'club', scope.language),
    queryFn: fetchClub,
    staleTime: 5 * 60_000,
  });
}
