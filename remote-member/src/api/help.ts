import { call, type Scope } from '@platform/shared';
import { MEMBER_CENTRE_ENDPOINTS, type HelpQuery } from '@platform/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const fetchHelp = (query: HelpQuery) => call(MEMBER_CENTRE_ENDPOINTS.help, { query });

/** The help centre's entries for phones, in the page's language. */
export function helpQuery(scope: Scope) {
  return queryOptions({
    queryKey: ['help', scope, 'MOBILE'] as const,
    queryFn: () => fetchHelp({ device: 'MOBILE' }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
