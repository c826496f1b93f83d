// What this page saw of each area release it used, reported for the operators' `areas health` and
// the automatic rollback of a failing canary: loads, failures to load, errors caught by an area's
// boundary and rejections of an area's promises. Batched, sent with sendBeacon, and bounded.
import {
  AREA_HEALTH_REPORT_URL,
  healthMessage,
  MAX_EVENTS_PER_REPORT,
  type AreaHealthKind,
  type AreaName,
  type AreaPointer,
} from '@platform/shared/registry';

/** The most events one page load sends; the API bounds a session again. */
export const MAX_EVENTS_PER_PAGE = 30;
/** How long events gather before they are sent, unless the page is hidden first. */
export const REPORT_DELAY_MS = 1500;

interface Event {
  area: AreaName;
  version: string;
  kind: AreaHealthKind;
  message?: string;
}

let session: string | null = null;
const releases = new Map<AreaName, string>();
const seen = new Set<string>();
let queued: Event[] = [];
let sentOrQueued = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  if (!session || queued.length === 0) return;
  const events = queued;
  queued = [];
  for (let start = 0; start < events.length; start += MAX_EVENTS_PER_REPORT) {
    const body = JSON.stringify({ session, events: events.slice(start, start + MAX_EVENTS_PER_REPORT) });
    navigator.sendBeacon(AREA_HEALTH_REPORT_URL, new Blob([body], { type: 'application/json' }));
  }
}

/**
 * Starts reporting for this page: the session and the releases it uses as the registry gave them.
 * An area the page loads from elsewhere (a developer's override) is not reported.
 */
export function watchAreaHealth(sessionId: string, used: Partial<Record<AreaName, AreaPointer>>): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  session = sessionId;
  releases.clear();
  for (const [area, pointer] of Object.entries(used) as [AreaName, AreaPointer][]) releases.set(area, pointer.version);
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.removeEventListener('visibilitychange', onHide);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);
}

/** Notes an event of an area's release; the same event is noted once per page. */
export function reportAreaEvent(area: AreaName, kind: AreaHealthKind, error?: unknown): void {
  const version = releases.get(area);
  if (!session || !version || sentOrQueued >= MAX_EVENTS_PER_PAGE) return;
  const raw = error instanceof Error ? `${error.name}: ${error.message}` : error === undefined ? '' : String(error);
  const message = raw ? healthMessage(raw) : undefined;
  const key = `${area}\n${version}\n${kind}\n${message ?? ''}`;
  if (seen.has(key)) return;
  seen.add(key);
  sentOrQueued += 1;
  queued.push(message ? { area, version, kind, message } : { area, version, kind });
  timer ??= setTimeout(flush, REPORT_DELAY_MS);
}
