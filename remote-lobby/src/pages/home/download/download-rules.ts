import { STORAGE_KEYS, detectChannel, type RegisterChannel } from '@platform/shared';
import { currentDevice, isUnsupportedIos, type Device, type MobilePlatform } from './device';
import type { DownloadLinks } from './download-links';

/** Why the download bar is hidden; null when it shows. */
export type DownloadBarBlock =
  'closed' | 'native-app' | 'installed' | 'webclip-without-ios-link' | 'unsupported-ios' | 'no-link';

export interface DownloadContext {
  /** The visitor closed the bar once (`hideDownloadBar`). */
  closed: boolean;
  channel: RegisterChannel;
  /** A web clip was installed on this device (`WEBCLIP`), whether or not it runs now. */
  webclipInstalled: boolean;
  device: Device;
  links: DownloadLinks;
}

/** The link the bar offers on a platform: the iOS app (else the profile), the Android app, none elsewhere. */
export function platformLink(platform: MobilePlatform, links: DownloadLinks): string | undefined {
  if (platform === 'ios') return links.ios ?? links.mobileConfig;
  if (platform === 'android') return links.android;
  return undefined;
}

/** The spec's hiding rules for the download bar, in order; null means show it. */
export function downloadBarBlock({
  closed,
  channel,
  webclipInstalled,
  device,
  links,
}: DownloadContext): DownloadBarBlock | null {
  if (closed) return 'closed';
  if (channel === 'APP') return 'native-app';
  if (channel === 'PWA' || channel === 'WEBCLIP') return 'installed';
  if (webclipInstalled && !links.ios) return 'webclip-without-ios-link';
  if (device.platform === 'ios' && isUnsupportedIos(device.iosVersion)) return 'unsupported-ios';
  if (!platformLink(device.platform, links)) return 'no-link';
  return null;
}

/** True on a plain browser page, where offering the app or a home-screen icon makes sense. */
export const offersInstall = (channel: RegisterChannel) => channel === 'H5';

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** True once the visitor has closed the download bar on this device. */
export const isDownloadBarClosed = () => {
  const value = readStorage(STORAGE_KEYS.hideDownloadBar);
  return value !== null && value !== 'false';
};

/** Remembers that the visitor closed the download bar. */
export function closeDownloadBar(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.hideDownloadBar, 'true');
  } catch {
    // Not remembered: the bar comes back on the next visit.
  }
}

/** What this browser says, for {@link downloadBarBlock}. */
export function currentDownloadContext(links: DownloadLinks): DownloadContext {
  return {
    closed: isDownloadBarClosed(),
    channel: detectChannel(),
    webclipInstalled: readStorage(STORAGE_KEYS.webclip) !== null,
    device: currentDevice(),
    links,
  };
}
