// Area health as players' browsers see it: what the host reports of each area release, and the
// bounds the API holds a report to. No personal data: a session is the browser's random id.
import { API_BASE } from '../contract/http';

/** What the host reports of an area release. */
export const AREA_HEALTH_KINDS = [
  /** A page or part of the area loaded. */
  'load',
  /** Its manifest or code could not be loaded (the area's panel showed instead). */
  'load-failed',
  /** It threw while rendering, and its boundary caught it. */
  'render-error',
  /** A promise of its code was rejected and nothing handled it. */
  'rejection',
] as const;
export type AreaHealthKind = (typeof AREA_HEALTH_KINDS)[number];

/** The kinds that make a session count as one that met an error in the release. */
export const AREA_ERROR_KINDS: readonly AreaHealthKind[] = ['load-failed', 'render-error', 'rejection'];

/** Relative to API_BASE. */
export const AREA_HEALTH_PATHS = { reports: '/area-health/reports', summary: '/area-health' } as const;
/** Where the host sends its reports with `navigator.sendBeacon`. */
export const AREA_HEALTH_REPORT_URL = `${API_BASE}${AREA_HEALTH_PATHS.reports}`;

/** The most events one report carries. */
export const MAX_EVENTS_PER_REPORT = 20;
/** The most events the API keeps of one session within HEALTH_WINDOW_MS: more are refused. */
export const MAX_EVENTS_PER_SESSION = 60;
/** The window health is summed over, and the session bound counted in. */
export const HEALTH_WINDOW_MS = 60 * 60 * 1000;
/** The longest error message kept. */
export const MAX_HEALTH_MESSAGE = 200;

/**
 * An error message as it may leave the browser: one line, no address query or fragment (which may
 * carry a token), no long digit runs (an account or a phone number), bounded in length.
 */
export function healthMessage(message: string): string {
  return message
    .replace(/\s+/g, ' ')
    .replace(/(https?:\/\/[^\s?#]+)[?#]\S*/g, '$1')
    .replace(/\d{4,}/g, '#')
    .trim()
    .slice(0, MAX_HEALTH_MESSAGE);
}
