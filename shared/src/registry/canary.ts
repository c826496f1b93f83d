// Canary releases: an area's next release live for a share of sessions while the rest keep the
// stable one. A session is a random id the browser keeps in a cookie; the same id always falls on
// the same side, so the host (which picks the releases where it reads the registry), the server's
// early fetches and every reload of the page agree without asking anyone.
import type { AreaName } from './areas';
import type { AreaPointer, CanaryPointer, RegistryDraft } from './remotes-file';

/** The cookie that holds a browser's random session id: no personal data, only a coin to toss. */
export const SESSION_COOKIE = 'msid';
/** How long a browser keeps its session id, and with it its side of every canary. */
export const SESSION_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The cookie's attributes after its value, the same from every server that sets it. */
export const SESSION_COOKIE_ATTRIBUTES = `Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; SameSite=Lax`;
/** What a session id looks like: what the servers and the host generate, and all the API accepts. */
export const SESSION_ID_PATTERN = '^[A-Za-z0-9_-]{16,64}$';
const SESSION_ID = new RegExp(SESSION_ID_PATTERN);

export const isSessionId = (value: unknown): value is string => typeof value === 'string' && SESSION_ID.test(value);

/** The default rule of automatic rollback: after this many canary sessions… */
export const DEFAULT_CANARY_MIN_SESSIONS = 20;
/** …a canary whose error rate is this many percentage points above stable's is dropped. */
export const DEFAULT_CANARY_MARGIN_POINTS = 5;

/** A session id's value from a Cookie header (or `document.cookie`), or null. */
export function sessionIdFromCookies(header: string | undefined | null): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const id = value.join('=');
      return isSessionId(id) ? id : null;
    }
  }
  return null;
}

/** 0–99: where a session falls for one area (FNV-1a of the id and the area, so areas split apart). */
export function sessionBucket(sessionId: string, area: AreaName): number {
  let hash = 0x811c9dc5;
  for (const char of `${sessionId}:${area}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** Whether a session gets the canary of an area at this share (a session without an id never does). */
export function inCanary(sessionId: string | null, area: AreaName, share: number): boolean {
  return sessionId !== null && sessionBucket(sessionId, area) < share;
}

/** The release of each area this session uses: the canary for its share of sessions, else stable. */
export function assignReleases(
  areas: Record<AreaName, AreaPointer>,
  sessionId: string | null,
): Record<AreaName, AreaPointer> {
  const assigned = {} as Record<AreaName, AreaPointer>;
  for (const [area, pointer] of Object.entries(areas) as [AreaName, AreaPointer][]) {
    const { canary } = pointer;
    const pick = canary && inCanary(sessionId, area, canary.share) ? canary : pointer;
    assigned[area] = { version: pick.version, manifest: pick.manifest };
  }
  return assigned;
}

/** Every pointer of a registry with its place: the default (merchant undefined) or a merchant's. */
export function eachPointer(
  registry: Pick<RegistryDraft, 'areas' | 'merchants'>,
): { area: AreaName; merchant?: string; pointer: AreaPointer }[] {
  const found: { area: AreaName; merchant?: string; pointer: AreaPointer }[] = [];
  for (const [area, pointer] of Object.entries(registry.areas) as [AreaName, AreaPointer | undefined][]) {
    if (pointer) found.push({ area, pointer });
  }
  for (const [merchant, entry] of Object.entries(registry.merchants)) {
    for (const [area, pointer] of Object.entries(entry.areas) as [AreaName, AreaPointer | undefined][]) {
      if (pointer) found.push({ area, merchant, pointer });
    }
  }
  return found;
}

/** The canaries of an area running anywhere in the registry (their version may run for several merchants). */
export function canariesOf(registry: RegistryDraft, area: AreaName): { merchant?: string; canary: CanaryPointer }[] {
  return eachPointer(registry).flatMap(({ area: name, merchant, pointer }) =>
    name === area && pointer.canary ? [{ merchant, canary: pointer.canary }] : [],
  );
}

/** How a release fared: sessions that used it, and how many of those met an error in it. */
export interface ReleaseHealth {
  sessions: number;
  failedSessions: number;
}

export const errorRate = ({ sessions, failedSessions }: ReleaseHealth): number =>
  sessions === 0 ? 0 : failedSessions / sessions;

export interface CanaryRule {
  minSessions: number;
  marginPoints: number;
}

/**
 * The automatic rollback rule: once the canary has `minSessions` sessions, it is dropped when its
 * error rate is `marginPoints` percentage points or more above the stable release's. Returns why, or
 * null to keep it.
 */
export function canaryVerdict(canary: ReleaseHealth, stable: ReleaseHealth, rule: CanaryRule): string | null {
  if (canary.sessions < rule.minSessions) return null;
  const canaryPoints = errorRate(canary) * 100;
  const stablePoints = errorRate(stable) * 100;
  if (canaryPoints - stablePoints < rule.marginPoints) return null;
  const percent = (points: number) => `${Math.round(points * 10) / 10} %`;
  return (
    `error rate ${percent(canaryPoints)} (${canary.failedSessions} of ${canary.sessions} sessions) against ` +
    `stable's ${percent(stablePoints)} (${stable.failedSessions} of ${stable.sessions}), ` +
    `${rule.marginPoints} points or more worse`
  );
}

/** The rule a canary runs under, or null when its operator turned automatic rollback off. */
export function canaryRule(canary: CanaryPointer): CanaryRule | null {
  if (canary.autoRollback === false) return null;
  return {
    minSessions: canary.autoRollback?.minSessions ?? DEFAULT_CANARY_MIN_SESSIONS,
    marginPoints: canary.autoRollback?.marginPoints ?? DEFAULT_CANARY_MARGIN_POINTS,
  };
}

type Scope = { merchant?: string };

function pointerAt(registry: RegistryDraft, area: AreaName, { merchant }: Scope): AreaPointer | undefined {
  if (merchant && merchant !== registry.defaultMerchant) return registry.merchants[merchant]?.areas[area];
  return registry.areas[area];
}

function setPointer(registry: RegistryDraft, area: AreaName, pointer: AreaPointer | null, { merchant }: Scope) {
  if (merchant && merchant !== registry.defaultMerchant) {
    const entry = (registry.merchants[merchant] ??= { hostnames: [], areas: {} });
    const rest = Object.entries(entry.areas).filter(([name]) => name !== area);
    entry.areas = Object.fromEntries(pointer ? [...rest, [area, pointer]] : rest);
  } else if (pointer) registry.areas[area] = pointer;
}

/**
 * Starts a canary of an area (for everyone, or one merchant). A merchant without its own release of
 * the area gets an override holding the default's stable release and the canary.
 */
export function startCanary(registry: RegistryDraft, area: AreaName, canary: CanaryPointer, scope: Scope = {}) {
  const base = pointerAt(registry, area, scope) ?? registry.areas[area];
  if (!base) throw new Error(`${area} has no stable release to run a canary beside: release it first.`);
  setPointer(registry, area, { version: base.version, manifest: base.manifest, canary }, scope);
  return registry;
}

/**
 * Drops the canary of an area (for everyone, or one merchant); its sessions get the stable release
 * at their next load. A merchant override left pointing at the default's own release is removed.
 * Returns the canary dropped, or null when none ran there.
 */
export function dropCanary(registry: RegistryDraft, area: AreaName, scope: Scope = {}): CanaryPointer | null {
  const pointer = pointerAt(registry, area, scope);
  if (!pointer?.canary) return null;
  const stable = { version: pointer.version, manifest: pointer.manifest };
  const isOverride = Boolean(scope.merchant && scope.merchant !== registry.defaultMerchant);
  const sameAsDefault = isOverride && registry.areas[area]?.manifest === stable.manifest;
  setPointer(registry, area, sameAsDefault ? null : stable, scope);
  return pointer.canary;
}

/** Makes the canary of an area the stable release (for everyone, or one merchant); returns it, or null. */
export function promoteCanary(registry: RegistryDraft, area: AreaName, scope: Scope = {}): CanaryPointer | null {
  const canary = pointerAt(registry, area, scope)?.canary;
  if (!canary) return null;
  setPointer(registry, area, { version: canary.version, manifest: canary.manifest }, scope);
  return canary;
}

/** Drops every canary of an area at a version, wherever it runs; returns the merchants it ran for. */
export function dropCanaryVersion(registry: RegistryDraft, area: AreaName, version: string): (string | undefined)[] {
  const dropped = canariesOf(registry, area).filter(({ canary }) => canary.version === version);
  for (const { merchant } of dropped) dropCanary(registry, area, { merchant });
  return dropped.map(({ merchant }) => merchant);
}

/** The release store's history of releases: one JSON line per event, beside remotes.json. */
export const RELEASE_HISTORY_FILE = 'release-history.jsonl';

export type ReleaseEventKind = 'release' | 'canary' | 'promote' | 'rollback' | 'auto-rollback';

export interface ReleaseEvent {
  at: string;
  kind: ReleaseEventKind;
  area: AreaName;
  version: string;
  merchant?: string;
  /** Who or what: `operator`, or `automatic` for the serving side's own rollback. */
  by: 'operator' | 'automatic';
  reason?: string;
}
