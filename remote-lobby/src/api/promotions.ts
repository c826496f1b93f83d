import { call } from '@platform/shared';
import { MEMBER_CENTRE_ENDPOINTS, type PromotionSwitch } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

/** The merchant's promotion switches; the same key as the member area's, so one answer serves both. */
export function referralPromotionQuery(merchant: string) {
  return queryOptions({
    queryKey: ['promotions', merchant] as const,
    queryFn: () => call(MEMBER_CENTRE_ENDPOINTS.promotions),
    staleTime: 5 * 60_000,
    /** True when the referral promotion runs (spec §4: looked up by key REFERRAL with its flag). */
    select: (list: PromotionSwitch[]) => list.some((promotion) => promotion.key === 'REFERRAL' && promotion.enabled),
  });
}
