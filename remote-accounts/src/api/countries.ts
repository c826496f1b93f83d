import { PATHS, apiGet, type DialingCountry } from '@platform/shared';

let cached: Promise<DialingCountry[]> | null = null;

/** The merchant's dialing codes, fetched once per page (again after a failure). */
export function fetchCountries(): Promise<DialingCountry[]> {
  cached ??= apiGet<DialingCountry[]>(PATHS.countries).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** Forgets the cached list; for tests. */
export function resetCountries(): void {
  cached = null;
}
