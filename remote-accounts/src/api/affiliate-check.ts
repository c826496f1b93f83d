import { queryOptions } from '@tanstack/react-query';
import { PATHS, apiGet, type AffiliateCheckValue } from '@platform/shared';

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
