import { classifyLink } from '@platform/shared';
import type { DownloadResource, DownloadResourceType } from '@platform/shared/contract';

export type AppPlatform = 'android' | 'ios' | 'other';

/** The visitor's phone, from its user agent: what the page recommends. */
export function platformOf(userAgent: string): AppPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export interface DownloadLinks {
  android: string | null;
  ios: string | null;
  /** The iOS profile: a file of this site, so an absolute URL on its own origin. */
  profile: string | null;
  icon: string | null;
}

/**
 * The download resources as links the page may show: app links only as http(s) (through the site's link
 * decision), the profile only as a path on the site's own origin, which is put in front of it.
 */
export function downloadLinks(resources: readonly DownloadResource[], origin: string): DownloadLinks {
  const url = (type: DownloadResourceType) => resources.find((resource) => resource.resourceType === type)?.url;
  const external = (type: DownloadResourceType) => {
    const target = classifyLink(url(type), origin);
    return target.kind === 'external' ? target.url : null;
  };
  const own = (type: DownloadResourceType) => {
    const path = url(type);
    if (!path?.startsWith('/') || path.startsWith('//')) return null;
    const absolute = new URL(path, origin);
    return absolute.origin === origin ? absolute.href : null;
  };
  return {
    android: external('Android'),
    ios: external('IOS'),
    profile: own('MOBILECONFIG'),
    icon: own('AppDownloadIcon'),
  };
}
