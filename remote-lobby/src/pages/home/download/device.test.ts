import { describe, expect, it } from 'vitest';
import { deviceFrom, isLegacyIos, isUnsupportedIos, type Version } from './device';

const IPHONE = (os: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`;
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537.36';

describe('deviceFrom', () => {
  it.each([
    ['an iPhone', IPHONE('16_5'), 5, { platform: 'ios', iosVersion: [16, 5, 0] }],
    ['an old iPhone with a patch version', IPHONE('12_1_4'), 5, { platform: 'ios', iosVersion: [12, 1, 4] }],
    ['an Android phone', ANDROID, 5, { platform: 'android', iosVersion: null }],
    ['an iPad that calls itself a Mac', IPAD_AS_MAC, 5, { platform: 'ios', iosVersion: [17, 4, 0] }],
    ['a real Mac', IPAD_AS_MAC, 0, { platform: 'other', iosVersion: null }],
    ['a desktop browser', DESKTOP, 0, { platform: 'other', iosVersion: null }],
  ])('knows %s', (_name, userAgent, touchPoints, expected) => {
    expect(deviceFrom(userAgent, touchPoints)).toEqual(expected);
  });
});

describe('iOS version rules', () => {
  it.each<[Version, boolean, boolean]>([
    [[10, 3, 0], true, true],
    [[11, 4, 1], true, true],
    [[12, 0, 0], true, true],
    [[12, 1, 4], true, true],
    [[12, 2, 0], false, true],
    [[12, 3, 9], false, true],
    [[12, 4, 0], false, false],
    [[17, 0, 0], false, false],
  ])('iOS %j: legacy tip %s, unsupported app %s', (version, legacy, unsupported) => {
    expect(isLegacyIos(version)).toBe(legacy);
    expect(isUnsupportedIos(version)).toBe(unsupported);
  });

  it('applies neither rule when the version is unknown', () => {
    expect(isLegacyIos(null)).toBe(false);
    expect(isUnsupportedIos(null)).toBe(false);
  });
});
