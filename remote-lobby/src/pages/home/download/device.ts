import { MIN_IOS_VERSION } from '@platform/shared';

export type MobilePlatform = 'ios' | 'android' | 'other';

/** [major, minor, patch]. */
export type Version = readonly [number, number, number];

export interface Device {
  platform: MobilePlatform;
  /** The iOS version, when the platform is iOS and the browser says it. */
  iosVersion: Version | null;
}

const parseVersion = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.split(/[._]/).map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
};

/** Negative, zero or positive as `a` is older than, the same as or newer than `b`. */
export function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** What the user agent says about the phone; iPadOS, which calls itself a Mac, is known by its touch points. */
export function deviceFrom(userAgent: string, maxTouchPoints: number): Device {
  if (/android/i.test(userAgent)) return { platform: 'android', iosVersion: null };
  const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+(?:_\d+){0,2})/.exec(userAgent);
  if (ios?.[1]) return { platform: 'ios', iosVersion: parseVersion(ios[1]) };
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return { platform: 'ios', iosVersion: null };
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) {
    const safari = /\bVersion\/(\d+(?:\.\d+){0,2})/.exec(userAgent);
    return { platform: 'ios', iosVersion: safari?.[1] ? parseVersion(safari[1]) : null };
  }
  return { platform: 'other', iosVersion: null };
}

/** This browser's device. */
export function currentDevice(): Device {
  return deviceFrom(navigator.userAgent, navigator.maxTouchPoints || 0);
}

/** iOS 11 and older, and 12.0 to 12.1, get the legacy home-screen tip. */
export function isLegacyIos(version: Version | null): boolean {
  if (!version) return false;
  return version[0] <= 11 || (version[0] === 12 && version[1] <= 1);
}

/** Below MIN_IOS_VERSION the installable app is not supported. */
export function isUnsupportedIos(version: Version | null): boolean {
  return version !== null && compareVersions(version, parseVersion(MIN_IOS_VERSION)) < 0;
}
