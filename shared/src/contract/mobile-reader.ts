// libphonenumber-js reading a mobile number, with metadata of the Philippines only: its full metadata
// weighs far more than the one country the merchants serve. The metadata is written by
// scripts/mobile-metadata.ts from the library's own; its test fails when the library's changes.
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './mobile-metadata.json';
import { setMobileReader, type MobileReader } from './mobile';

/** What a person may write around the digits: spaces, dashes, dots, brackets, and a leading +. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/u;

/** The national significant number, or null when the text is no possible number of the dialing code. */
export const readMobile: MobileReader = (text, dialingCode) => {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed) || !(dialingCode in metadata.country_calling_codes)) return null;
  const phone = parsePhoneNumberFromString(trimmed, { defaultCallingCode: dialingCode }, metadata as MetadataJson);
  if (!phone || phone.countryCallingCode !== dialingCode || !phone.isPossible()) return null;
  return phone.nationalNumber;
};

/** Puts the reader in place for `nationalMobile`, `mobileSpelling` and the rule checks. */
export function installMobileReader(): void {
  setMobileReader(readMobile);
}
