import { apiGet, sessionKey, type Scope } from '@platform/shared';
import { MEMBER_PATHS, type ClubValue } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchClub = () => apiGet<ClubValue>(MEMBER_PATHS.club);

/** The member's VIP level (null outside the club); its name follows the language. */
export function clubQuery(user: string, scope: Scope) {
  return queryOptions({
    queryKey: sessionKey(user, 'club', scope.language),
    queryFn: fetchClub,
    staleTime: 5 * 60_000,
  });
}
