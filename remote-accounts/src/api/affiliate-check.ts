import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@platform/shared';
import { PATHS, type AffiliateCheckValue } from '@platform/shared/contract';

/** Checks an invitation (affiliate) code for this site's domain. */
export const fetchAffiliateCheck = (code: string) =>
  apiGet<AffiliateCheckValue>(PATHS.affiliateCheck, { code, domain: window.location.hostname });

/** The check of the code an invitation link carries: asked once for the page. */
export function affiliateCheckQuery(merchant: string, code: string) {
  return queryOptions({
    queryKey: ['affiliate-check', merchant, code],
    queryFn: () => fetchAffiliateCheck(code),
    staleTime: Infinity,
  });
}
