import { call, sessionKey } from '@platform/shared';
import { DEPOSIT_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchDepositChannels = () => call(DEPOSIT_ENDPOINTS.channels);

/** The merchant's deposit channels with their limits and presets; they change rarely. */
export function depositChannelsQuery(user: string) {
  return queryOptions({
    queryKey: sessionKey(user, 'deposit', 'channels'),
    queryFn: fetchDepositChannels,
    staleTime: 5 * 60_000,
  });
}
