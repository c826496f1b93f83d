// The cut of libphonenumber-js's minimal metadata kept in mobile-metadata.json (see the script).
import full from 'libphonenumber-js/metadata.min.json';

/** The countries (ISO 3166) whose numbers the site reads, by their calling code. */
export const MOBILE_COUNTRIES: Readonly<Record<string, string>> = { '63': 'PH' };

interface MinMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
}

/** The library's metadata with only MOBILE_COUNTRIES in it. */
export function mobileMetadata(source: MinMetadata = full as MinMetadata) {
  const codes = Object.entries(MOBILE_COUNTRIES);
  return {
    version: source.version,
    country_calling_codes: Object.fromEntries(codes.map(([code, country]) => [code, [country]])),
    countries: Object.fromEntries(codes.map(([, country]) => [country, source.countries[country]])),
    nonGeographic: {},
  };
}
