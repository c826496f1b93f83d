/** The country of every merchant today; a number typed without a dialing code is taken as one of its. */
export const DEFAULT_DIALING_CODE = '63';
// A Philippine mobile number is 10 national digits (9xx xxx xxxx): a longer run that starts with the
// country code is that code in front of a national number, with or without the `+`.
const NATIONAL_DIGITS = 10;

/**
 * The national digits of a mobile number without the trunk zero, which is how numbers are matched:
 * `0917 123 4567`, `9171234567`, `63-917-123-4567` and `+63 917 123 4567` are the same number.
 */
export function normalizeMobile(raw: string, dialingCode = DEFAULT_DIALING_CODE): string {
  let digits = raw.replace(/\D/g, '');
  const international = raw.trim().startsWith('+') || digits.length >= dialingCode.length + NATIONAL_DIGITS;
  if (international && digits.startsWith(dialingCode)) digits = digits.slice(dialingCode.length);
  return digits.replace(/^0+/, '');
}

/** True when the text looks like a phone number rather than an account name. */
export const looksLikeMobile = (text: string) => /^\+?[\d\s-]{7,20}$/.test(text.trim());
