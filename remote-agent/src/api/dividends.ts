import { apiGet, sessionKey } from '@platform/shared';
import { AGENT_PATHS, type DividendValue } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchDividends = () => apiGet<DividendValue>(AGENT_PATHS.dividends);

/** Dividends of the latest half-month periods under the accepted contract. */
export function dividendsQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'agent', 'dividends'), queryFn: fetchDividends });
}
