// The one reading of a mobile number, for the forms and for platform-api alike. People write a
// Filipino mobile as 917 123 4567, 0917-123-4567, +63 917 123 4567 or 639171234567; all are one
// number, checked against the merchant's rule and stored in one spelling. The reading itself is
// libphonenumber-js (see mobile-reader.ts): platform-api installs it at start, the site loads it
// with the first form that has a mobile field, so the pages that have none do not carry it.
import type { RuleName } from './rules';

/** The country of every merchant today; a number typed without a dialing code is taken as one of its. */
export const DEFAULT_DIALING_CODE = '63';

/** The national significant number of `text` (9171234567), or null when it is no number of the country. */
export type MobileReader = (text: string, dialingCode: string) => string | null;

// The contract is bundled into each area, so the reader is kept where every copy finds it.
const READER = Symbol.for('platform.mobileReader');
const holder = globalThis as typeof globalThis & { [READER]?: MobileReader };

/** Puts the reader in place; until then no text reads as a mobile number. */
export function setMobileReader(read: MobileReader): void {
  holder[READER] = read;
}

/** Whether numbers can be read yet (always on the server; once loaded in the site). */
export const mobileReaderReady = (): boolean => holder[READER] !== undefined;

/** The national significant number of a mobile as typed (`917 123 4567` → `9171234567`), or null. */
export function nationalMobile(text: string, dialingCode = DEFAULT_DIALING_CODE): string | null {
  return holder[READER]?.(text, dialingCode) ?? null;
}

/** The trunk prefix a national number is written with at home (0917…). */
const TRUNK_PREFIX = '0';

/** The one spelling of a mobile number, as stored and shown (`09171234567`), or null when it is none. */
export function mobileSpelling(text: string, dialingCode = DEFAULT_DIALING_CODE): string | null {
  const national = nationalMobile(text, dialingCode);
  return national === null ? null : `${TRUNK_PREFIX}${national}`;
}

/** The rules whose fields hold a mobile number of the merchant's country. */
export const MOBILE_RULES: ReadonlySet<RuleName> = new Set<RuleName>(['loginMobileNum', 'mobileNum']);

/**
 * The value a rule checks: a mobile number in its one spelling when it reads as one, anything else as
 * typed (so the merchant's pattern still refuses it, with its own message).
 */
export function ruleValue(name: RuleName, text: string, dialingCode = DEFAULT_DIALING_CODE): string {
  return MOBILE_RULES.has(name) ? (mobileSpelling(text, dialingCode) ?? text) : text;
}
