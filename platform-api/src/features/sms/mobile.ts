/**
 * The national digits of a mobile number without the trunk zero, which is how numbers are matched:
 * `0917 123 4567`, `9171234567` and `+63 917 123 4567` (with dialing code 63) are the same number.
 */
export function normalizeMobile(raw: string, dialingCode?: string): string {
  let digits = raw.replace(/\D/g, '');
  if (dialingCode && raw.trim().startsWith('+') && digits.startsWith(dialingCode)) {
    digits = digits.slice(dialingCode.length);
  }
  return digits.replace(/^0+/, '');
}

/** True when the text looks like a phone number rather than an account name. */
export const looksLikeMobile = (text: string) => /^\+?[\d\s-]{7,20}$/.test(text.trim());
