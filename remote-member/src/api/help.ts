import { apiGet, type Scope } from '@platform/shared';
import { MEMBER_PATHS, type HelpEntry, type HelpQuery } from '@platform/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const fetchHelp = (query: HelpQuery) => apiGet<HelpEntry[]>(MEMBER_PATHS.help, query);

/** The help centre's entries for phones, in the page's language. */
export function helpQuery(scope: Scope) {
  return queryOptions({
    queryKey: ['help', scope, 'MOBILE'] as const,
    queryFn: () => fetchHelp({ device: 'MOBILE' }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
