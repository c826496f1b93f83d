import { call, queryClient, sessionKey } from '@platform/shared';
import { IDENTITY_ENDPOINTS, type IdentitySubmitBody } from '@platform/shared/contract';
import { mutationOptions, queryOptions } from '@tanstack/react-query';

export const identityKey = (user: string) => sessionKey(user, 'identity');

/** The member's ID verification; asked again on every visit, since the back office decides meanwhile. */
export function identityQuery(user: string) {
  return queryOptions({
    queryKey: identityKey(user),
    queryFn: () => call(IDENTITY_ENDPOINTS.status),
    staleTime: 0,
  });
}

/** Sends the three uploaded images; the answer is the new state. */
export function identitySubmitMutation(user: string) {
  return mutationOptions({
    mutationFn: (body: IdentitySubmitBody) => call(IDENTITY_ENDPOINTS.submit, { body }),
    onSuccess: (status) => queryClient.setQueryData(identityKey(user), status),
  });
}
