import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, useScope } from '@platform/shared';
import { SYSTEM_ENDPOINTS, type DialingCountry } from '@platform/shared/contract';

export const fetchCountries = () =>
  call(SYSTEM_ENDPOINTS.countries).catch((error: unknown) => {
    console.warn('Dialing codes could not be loaded; +63 only', error);
    throw error;
  });

/** The merchant's dialing codes: they change only with the merchant, so asked once a page. */
export function countriesQuery(merchant: string) {
  return queryOptions({ queryKey: ['countries', merchant], queryFn: fetchCountries, staleTime: Infinity });
}

const FALLBACK: DialingCountry[] = [{ country: 'PH', dialingCode: '63' }];

/** The merchant's dialing codes, the first being the default; +63 alone until they come, or if they cannot. */
export function useDialingCodes(): DialingCountry[] {
  const { data } = useQuery(countriesQuery(useScope().merchant));
  return data && data.length > 0 ? data : FALLBACK;
}
