import { sessionKey, call } from '@platform/shared';
import { AGENT_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchDividends = () => call(AGENT_ENDPOINTS.dividends);

/** Dividends of the latest half-month periods under the accepted contract. */
export function dividendsQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'agent', 'dividends'), queryFn: fetchDividends });
}
