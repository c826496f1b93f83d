import { queryOptions } from '@tanstack/react-query';
import { call } from '@platform/shared';
import { REGISTER_ENDPOINTS } from '@platform/shared/contract';

/** Checks an invitation (affiliate) code for this site's domain. */
export const fetchAffiliateCheck = (code: string) =>
  call(REGISTER_ENDPOINTS.affiliate, { query: { code, domain: window.location.hostname } });

/** The check of the code an invitation link carries: asked once for the page. */
export function affiliateCheckQuery(merchant: string, code: string) {
  return queryOptions({
    queryKey: ['affiliate-check', merchant, code],
    queryFn: () => fetchAffiliateCheck(code),
    staleTime: Infinity,
  });
}
