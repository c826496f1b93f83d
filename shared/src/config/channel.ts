import { STORAGE_KEYS } from './constants';

/** How the visitor reached the site: the native app, a browser, an installed PWA or an iOS web clip. */
export type RegisterChannel = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/** Markers the native app adds to its user agent. */
const APP_MARKERS = [/\bMCApp\//i, /\bLuckyBayApp\b/i];

export interface ChannelProbe {
  userAgent: string;
  standalone: boolean;
  webclipMarker: boolean;
}

/** Decides the channel from what the browser says; pure, for tests. */
export function channelFrom({ userAgent, standalone, webclipMarker }: ChannelProbe): RegisterChannel {
  if (APP_MARKERS.some((marker) => marker.test(userAgent))) return 'APP';
  if (standalone) return webclipMarker ? 'WEBCLIP' : 'PWA';
  return 'H5';
}

/** The registration channel of this page. */
export function detectChannel(): RegisterChannel {
  const nav = navigator as Navigator & { standalone?: boolean };
  const standalone =
    nav.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
  let webclipMarker = false;
  try {
    webclipMarker = localStorage.getItem(STORAGE_KEYS.webclip) !== null;
  } catch {
    webclipMarker = false;
  }
  return channelFrom({ userAgent: navigator.userAgent, standalone, webclipMarker });
}

/** True when the site runs as an installed home-screen app (sends `Device: OTHERS` on login). */
export function isInstalledApp(): boolean {
  const channel = detectChannel();
  return channel === 'PWA' || channel === 'WEBCLIP';
}
