import { useLanguage } from '../i18n/hooks';
import { DEFAULT_TIME_ZONE, formattersFor, type Formatters } from './format';

/**
 * The formatters in the page's language (re-rendering when it changes), with dates in `timeZone`:
 * Manila unless the caller knows the member's own zone.
 */
export function useFormat(timeZone = DEFAULT_TIME_ZONE): Formatters {
  return formattersFor(useLanguage(), timeZone);
}
