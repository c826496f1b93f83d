import { call } from '@platform/shared';
import { MEMBER_CENTRE_ENDPOINTS, type PromotionKey, type PromotionSwitch } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchPromotions = () => call(MEMBER_CENTRE_ENDPOINTS.promotions);

/** Which promotions the merchant runs, as the set of enabled keys. */
export function promotionsQuery(merchant: string) {
  return queryOptions({
    queryKey: ['promotions', merchant] as const,
    queryFn: fetchPromotions,
    staleTime: 5 * 60_000,
    select: (list: PromotionSwitch[]): ReadonlySet<PromotionKey> =>
      new Set(list.filter((promotion) => promotion.enabled).map((promotion) => promotion.key)),
  });
}
