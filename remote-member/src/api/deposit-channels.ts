import { apiGet, sessionKey } from '@platform/shared';
import { MONEY_PATHS, type DepositChannel } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchDepositChannels = () => apiGet<DepositChannel[]>(MONEY_PATHS.depositChannels);

/** The merchant's deposit channels with their limits and presets; they change rarely. */
export function depositChannelsQuery(user: string) {
  return queryOptions({
    queryKey: sessionKey(user, 'deposit', 'channels'),
    queryFn: fetchDepositChannels,
    staleTime: 5 * 60_000,
  });
}
