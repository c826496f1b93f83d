import { PATHS, apiGet, type AffiliateCheckValue } from '@platform/shared';

/** Checks an invitation (affiliate) code for this site's domain. */
export const fetchAffiliateCheck = (code: string) =>
  apiGet<AffiliateCheckValue>(PATHS.affiliateCheck, { code, domain: window.location.hostname });
