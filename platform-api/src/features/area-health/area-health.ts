import { createHash } from 'node:crypto';
import {
  AREA_ERROR_KINDS,
  canaryRule,
  canaryVerdict,
  dropCanaryVersion,
  eachPointer,
  HEALTH_WINDOW_MS,
  healthMessage,
  MAX_EVENTS_PER_SESSION,
  type AreaHealthKind,
  type AreaName,
  type ReleaseHealth,
} from '@platform/shared/registry';
import type { Db } from '../../db/connection';
import { ApiFailure, malformed } from '../../http/errors';
import { readStoreRegistry, recordEvent, releaseExists, roleOf, writeStoreRegistry } from './release-registry';

export interface HealthEvent {
  area: AreaName;
  version: string;
  kind: AreaHealthKind;
  message?: string;
}

/** A session is kept only as a hash of the browser's random id. */
const sessionHash = (session: string) => createHash('sha256').update(session).digest('hex').slice(0, 32);

const ERROR_KINDS = AREA_ERROR_KINDS.map((kind) => `'${kind}'`).join(', ');

/**
 * Stores a page's report. Refused whole when it names a release that does not exist, or when it
 * would take its session past MAX_EVENTS_PER_SESSION within the window.
 */
export function storeReport(db: Db, report: { session: string; events: HealthEvent[] }, now: number): number {
  const registry = readStoreRegistry();
  const unknown = report.events.find(({ area, version }) => !releaseExists(registry, area, version));
  if (unknown) throw malformed(`There is no release ${unknown.version} of ${unknown.area}.`, 'events');
  const session = sessionHash(report.session);
  const { count } = db
    .prepare<[string, number], { count: number }>(
      'SELECT COUNT(*) AS count FROM area_health_events WHERE session = ? AND at > ?',
    )
    .get(session, now - HEALTH_WINDOW_MS) ?? { count: 0 };
  if (count + report.events.length > MAX_EVENTS_PER_SESSION) {
    throw new ApiFailure(429, 'rate.limited', `A session reports at most ${MAX_EVENTS_PER_SESSION} events an hour.`);
  }
  const insert = db.prepare(
    'INSERT INTO area_health_events (session, area, version, kind, message, at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const { area, version, kind, message } of report.events) {
      insert.run(session, area, version, kind, kind === 'load' || !message ? null : healthMessage(message), now);
    }
  })();
  return report.events.length;
}

function releaseHealth(db: Db, area: string, version: string, since: number): ReleaseHealth {
  return (
    db
      .prepare<[string, string, number], ReleaseHealth>(
        `SELECT COUNT(DISTINCT session) AS sessions,
                COUNT(DISTINCT CASE WHEN kind IN (${ERROR_KINDS}) THEN session END) AS failedSessions
         FROM area_health_events WHERE area = ? AND version = ? AND at >= ?`,
      )
      .get(area, version, since) ?? { sessions: 0, failedSessions: 0 }
  );
}

/**
 * The automatic rollback: each canary of these areas whose error rate, since it started, outruns
 * its stable release's by its margin is dropped from the registry, and the event written to the
 * release history. Returns the versions dropped.
 */
export function checkCanaries(db: Db, areas: Iterable<AreaName>, now: number): string[] {
  const registry = readStoreRegistry();
  if (!registry) return [];
  const dropped: string[] = [];
  for (const area of new Set(areas)) {
    for (const { pointer } of eachPointer(registry).filter((entry) => entry.area === area)) {
      const canary = pointer.canary;
      const rule = canary && canaryRule(canary);
      if (!canary || !rule || dropped.includes(`${area}/${canary.version}`)) continue;
      const since = Date.parse(canary.since) || 0;
      const reason = canaryVerdict(
        releaseHealth(db, area, canary.version, since),
        releaseHealth(db, area, pointer.version, since),
        rule,
      );
      if (!reason) continue;
      for (const scope of dropCanaryVersion(registry, area, canary.version)) {
        const at = new Date(now).toISOString();
        const event = { at, kind: 'auto-rollback' as const, area, version: canary.version, by: 'automatic' as const };
        recordEvent({ ...event, ...(scope ? { merchant: scope } : {}), reason });
      }
      dropped.push(`${area}/${canary.version}`);
    }
  }
  if (dropped.length) writeStoreRegistry(registry);
  return dropped;
}

interface Row {
  area: AreaName;
  version: string;
  sessions: number;
  failedSessions: number;
  loads: number;
}

/** Each area release's health over the last `minutes`, busiest first. */
export function healthSummary(db: Db, minutes: number, now: number) {
  const since = now - minutes * 60_000;
  const registry = readStoreRegistry();
  const rows = db
    .prepare<[number], Row>(
      `SELECT area, version, COUNT(DISTINCT session) AS sessions,
              COUNT(DISTINCT CASE WHEN kind IN (${ERROR_KINDS}) THEN session END) AS failedSessions,
              SUM(kind = 'load') AS loads
       FROM area_health_events WHERE at >= ? GROUP BY area, version ORDER BY area, sessions DESC, version`,
    )
    .all(since);
  const topErrors = db.prepare<[string, string, number], { kind: AreaHealthKind; message: string; count: number }>(
    `SELECT kind, COALESCE(message, '') AS message, COUNT(*) AS count FROM area_health_events
     WHERE area = ? AND version = ? AND at >= ? AND kind IN (${ERROR_KINDS})
     GROUP BY kind, message ORDER BY count DESC, kind, message LIMIT 3`,
  );
  return rows.map((row) => ({
    ...row,
    role: roleOf(registry, row.area, row.version),
    errorRate: row.sessions === 0 ? 0 : row.failedSessions / row.sessions,
    topErrors: topErrors.all(row.area, row.version, since),
  }));
}
