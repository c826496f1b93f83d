// Mobile numbers are read as the site reads them: shared's reader (libphonenumber-js), installed here
// once, for the rule checks (`ruleValue`) and every lookup and stored spelling.
import { DEFAULT_DIALING_CODE, mobileSpelling, nationalMobile, ruleValue } from '@platform/shared/contract';
import { installMobileReader } from '@platform/shared/contract/mobile-reader';

installMobileReader();

export { DEFAULT_DIALING_CODE, mobileSpelling, ruleValue };

// A number of a country the reader does not know: its digits, without the dialing code or trunk zero.
const NATIONAL_DIGITS = 10;

/**
 * The national digits of a mobile number without the trunk zero, which is how numbers are matched:
 * `0917 123 4567`, `917-123-4567`, `63-917-123-4567` and `+63 917 123 4567` are the same number.
 */
export function normalizeMobile(raw: string, dialingCode = DEFAULT_DIALING_CODE): string {
  const national = nationalMobile(raw, dialingCode);
  if (national !== null) return national;
  let digits = raw.replace(/\D/g, '');
  const international = raw.trim().startsWith('+') || digits.length >= dialingCode.length + NATIONAL_DIGITS;
  if (international && digits.startsWith(dialingCode)) digits = digits.slice(dialingCode.length);
  return digits.replace(/^0+/, '');
}

/** The one spelling a number is stored and shown in (09171234567), or as typed when it reads as none. */
export const storedMobile = (raw: string, dialingCode = DEFAULT_DIALING_CODE): string =>
  mobileSpelling(raw, dialingCode) ?? raw.trim();

/** True when the text looks like a phone number rather than an account name. */
export const looksLikeMobile = (text: string) => /^\+?[\d\s().-]{7,20}$/.test(text.trim());
