import type { StartupValue } from '@platform/shared/contract';

/** The app's download links, by the start-up settings' resource types. */
export interface DownloadLinks {
  /** resourceType IOS: the iOS app (https or an itms-services manifest). */
  ios?: string;
  /** resourceType Android: the APK or store page. */
  android?: string;
  /** resourceType MOBILECONFIG: the web-clip profile, on the site's own origin. */
  mobileConfig?: string;
  /** resourceType AppDownloadIcon: the app icon for the download bar. */
  icon?: string;
}

const WEB = /^https?:\/\//i;
const IOS_APP = /^(?:https:\/\/|itms-services:\/\/)/i;
const SITE_PATH = /^\/(?![/\\])/;

function isResource(item: unknown): item is { resourceType: string; url: string } {
  if (typeof item !== 'object' || item === null) return false;
  const { resourceType, url } = item as Record<string, unknown>;
  return typeof resourceType === 'string' && typeof url === 'string' && url.trim() !== '';
}

/**
 * The download links in a list of `{ resourceType, url }` entries, each checked for the scheme it may
 * use. Mobile-config paths are prefixed with the site origin, as the spec says.
 */
export function downloadLinksOf(resources: unknown, origin: string): DownloadLinks {
  const links: DownloadLinks = {};
  if (!Array.isArray(resources)) return links;
  for (const { resourceType, url: raw } of resources.filter(isResource)) {
    const url = raw.trim();
    if (resourceType === 'IOS' && IOS_APP.test(url)) links.ios ??= url;
    else if (resourceType === 'Android' && WEB.test(url)) links.android ??= url;
    else if (resourceType === 'MOBILECONFIG' && SITE_PATH.test(url)) links.mobileConfig ??= `${origin}${url}`;
    else if (resourceType === 'AppDownloadIcon' && (WEB.test(url) || SITE_PATH.test(url))) links.icon ??= url;
  }
  return links;
}

/**
 * The links of the start-up settings. The contract's StartupValue does not carry `resources` yet, so
 * they are read as unknown data and checked, and a back end that sends none gets no download offers.
 */
export function startupDownloadLinks(startup: StartupValue | null, origin: string): DownloadLinks {
  return downloadLinksOf(startup && 'resources' in startup ? startup.resources : undefined, origin);
}
