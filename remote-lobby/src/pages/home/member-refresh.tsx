import { useQuery } from '@tanstack/react-query';
import { memberInfoQuery, useSessionUser, walletQuery } from '@platform/shared';
import { favouriteIdsQuery } from '../../api/favourites';
import { merchantWalletQuery } from '../../api/merchant-wallet';

/**
 * What home loads afresh for a member on every visit: favourites, the member record, the wallet and
 * the merchant wallet.
 * Each is the shared query, observed with `refetchOnMount: 'always'`; a renderless component, so the
 * answers re-render nothing else.
 */
export function MemberRefresh() {
  const user = useSessionUser();
  const signedIn = user !== null;
  const options = { enabled: signedIn, refetchOnMount: 'always' } as const;
  useQuery({ ...favouriteIdsQuery(user ?? ''), ...options });
  useQuery({ ...memberInfoQuery(user ?? ''), ...options });
  useQuery({ ...walletQuery(user ?? ''), ...options });
  useQuery({ ...merchantWalletQuery(user ?? ''), ...options });
  return null;
}
