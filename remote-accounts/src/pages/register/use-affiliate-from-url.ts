import { useEffect, useState } from 'react';
import { useSearchParams } from '@platform/shared';
import { fetchAffiliateCheck } from '../../api/affiliate-check';

/** Names an invitation link may carry its code under. */
const PARAMS = ['affiliateCode', 'code', 'inviteCode'];

/**
 * The invitation code of the link that brought the visitor: put in the field and checked once. A
 * code that checks out is locked in; otherwise what is typed is checked again on submit.
 */
export function useAffiliateFromUrl(enabled: boolean, setValue: (field: 'affiliateCode', value: string) => void) {
  const [params] = useSearchParams();
  const fromUrl = PARAMS.map((name) => params.get(name)?.trim()).find(Boolean) ?? '';
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    if (!enabled || !fromUrl) return undefined;
    let live = true;
    setValue('affiliateCode', fromUrl);
    fetchAffiliateCheck(fromUrl)
      .then(({ success }) => {
        if (live) setVerified(success);
      })
      .catch((error: unknown) => console.warn('The invitation code of the link could not be checked', error));
    return () => {
      live = false;
    };
    // Checked once per code and switch; setValue changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, fromUrl]);

  return { fromUrl, verified };
}
