import { call, sessionKey, type Scope } from '@platform/shared';
import { PROMOTION_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchVipBenefits = () => call(PROMOTION_ENDPOINTS.vipBenefits);

/** The club's levels with their benefits and the member's progress. */
export function vipBenefitsQuery(user: string, scope: Scope) {
  return queryOptions({
    queryKey: sessionKey(user, 'vip-benefits', scope.language),
    queryFn: fetchVipBenefits,
    staleTime: 5 * 60_000,
  });
}
