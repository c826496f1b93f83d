import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import metadataFile from './mobile-metadata.json';
import { mobileMetadata } from './mobile-metadata-cut';
import { installMobileReader } from './mobile-reader';
import { mobileSpelling, nationalMobile, ruleValue } from './mobile';
import type { FieldRule } from './rules';
import { checkRule } from './validation';

beforeAll(installMobileReader);

// The merchants' mobile rule (platform-api's seed): 9XXXXXXXXX or 09XXXXXXXXX.
const MOBILE_RULE: FieldRule = {
  enabled: true,
  required: true,
  pattern: '^0?9\\d{9}$',
  messageKey: 'error.mobile_invalid',
  minLength: 10,
  maxLength: 11,
};

/** Every way people write the national number 9XXXXXXXXX. */
function spellingsOf(national: string): string[] {
  const [a, b, c] = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
  return [
    national,
    `0${national}`,
    `+63${national}`,
    `63${national}`,
    `${a} ${b} ${c}`,
    `0${a} ${b} ${c}`,
    `${a}-${b}-${c}`,
    `0${a}-${b}-${c}`,
    `+63 ${a} ${b} ${c}`,
    `+63-${a}-${b}-${c}`,
    `(0${a}) ${b}-${c}`,
    ` 0${national} `,
  ];
}

describe('a Filipino mobile number', () => {
  it('has one spelling however the placeholder or a person writes it', () => {
    for (const text of ['917 123 4567', '0917 123 4567', '+639171234567', '917-123-4567', '63 917 123 4567']) {
      expect([text, mobileSpelling(text)]).toEqual([text, '09171234567']);
      expect([text, nationalMobile(text)]).toEqual([text, '9171234567']);
    }
  });

  it('round-trips: every spelling of every number reads to the same spelling, which reads to itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^9\d{9}$/), (national) => {
        const spelling = `0${national}`;
        for (const text of spellingsOf(national)) expect([text, mobileSpelling(text)]).toEqual([text, spelling]);
        expect(mobileSpelling(spelling)).toBe(spelling);
        expect(nationalMobile(spelling)).toBe(national);
      }),
    );
  });

  it('passes the merchant rule in every spelling, and the rule still refuses what is no number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^9\d{9}$/), (national) => {
        for (const text of spellingsOf(national)) {
          expect([text, checkRule(MOBILE_RULE, ruleValue('mobileNum', text)).pass]).toEqual([text, true]);
          expect(checkRule(MOBILE_RULE, ruleValue('loginMobileNum', text)).pass).toBe(true);
        }
      }),
    );
    for (const text of [
      '917 123 456',
      '0917 123 45678',
      '12345',
      '9l7 123 4567',
      'abc',
      '+1 202 555 0101',
      '++639171234567',
    ]) {
      expect([text, checkRule(MOBILE_RULE, ruleValue('mobileNum', text)).pass]).toEqual([text, false]);
    }
    // Other rules are checked as typed.
    expect(ruleValue('username', '917 123 4567')).toBe('917 123 4567');
  });

  it('is read only for the dialing code it is typed with', () => {
    expect(mobileSpelling('9171234567', '1')).toBeNull();
    expect(mobileSpelling('+1 202 555 0101')).toBeNull();
    expect(mobileSpelling('')).toBeNull();
  });

  it('is read with the metadata the script writes from the library', () => {
    expect(metadataFile).toEqual(mobileMetadata());
    expect(Object.keys(metadataFile.countries)).toEqual(['PH']);
  });
});
