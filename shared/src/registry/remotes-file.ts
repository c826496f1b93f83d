import { AREA_NAMES, isAreaName, type AreaName } from './areas';

/** What remotes.json holds: which release of each area is live, per merchant. */
export const REGISTRY_SCHEMA_VERSION = 1;

export interface AreaPointer {
  version: string;
  /** Absolute URL of the release's mf-manifest.json. */
  manifest: string;
  /** A release live for a share of sessions beside this one (see ./canary.ts). */
  canary?: CanaryPointer;
}

/** A canary: the release, the share of sessions (1–99 %) that get it, and its automatic rollback. */
export interface CanaryPointer {
  version: string;
  manifest: string;
  share: number;
  /** When it started (ISO time): its health is counted from then. */
  since: string;
  /** The rule it is dropped by when its errors outrun stable's; false when its operator turned it off. */
  autoRollback?: { minSessions: number; marginPoints: number } | false;
}

export interface MerchantEntry {
  /** Host names that serve this merchant's site. */
  hostnames: string[];
  /** Areas this merchant points elsewhere; the rest use the default. */
  areas: Partial<Record<AreaName, AreaPointer>>;
  /**
   * Overrides the host could not read, by area, with what is wrong: only that area fails, and only
   * for this merchant. Filled by `parseRemotesFile` alone; the release scripts refuse such a file.
   */
  invalid?: Partial<Record<AreaName, string>>;
}

/** A registry being filled in by the release scripts: an area may have no release yet. */
export interface RegistryDraft {
  schemaVersion: typeof REGISTRY_SCHEMA_VERSION;
  defaultMerchant: string;
  areas: Partial<Record<AreaName, AreaPointer>>;
  merchants: Record<string, MerchantEntry>;
}

/** A registry the host can start from: every area has a pointer. */
export interface RemotesFile extends RegistryDraft {
  areas: Record<AreaName, AreaPointer>;
  /** Merchant entries left out because no host name of theirs can be read; the host logs them. */
  problems: string[];
}

export class RemotesFileError extends Error {
  constructor(detail: string) {
    super(`remotes.json is invalid: ${detail}`);
    this.name = 'RemotesFileError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What is wrong with a manifest URL (it must be an absolute http(s) URL of a JSON file), or null. */
export function manifestUrlProblem(manifest: string): string | null {
  let url: URL;
  try {
    url = new URL(manifest);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use http(s)';
  if (!url.pathname.endsWith('.json')) return 'must point to mf-manifest.json';
  return null;
}

function parseRelease(value: unknown, where: string): { version: string; manifest: string } {
  if (!isRecord(value)) throw new RemotesFileError(`${where} must be an object`);
  const { version, manifest } = value;
  if (typeof version !== 'string' || !version) throw new RemotesFileError(`${where}.version must be a string`);
  if (typeof manifest !== 'string') throw new RemotesFileError(`${where}.manifest must be a string`);
  const problem = manifestUrlProblem(manifest);
  if (problem) throw new RemotesFileError(`${where}.manifest ${problem}`);
  return { version, manifest };
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

function parseAutoRollback(value: unknown, where: string): CanaryPointer['autoRollback'] {
  if (value === undefined || value === false) return value;
  const minSessions = isRecord(value) ? value.minSessions : undefined;
  const marginPoints = isRecord(value) ? value.marginPoints : undefined;
  if (!isCount(minSessions) || typeof marginPoints !== 'number' || !(marginPoints >= 0 && marginPoints <= 100)) {
    throw new RemotesFileError(`${where} must be false or { minSessions ≥ 1, marginPoints 0–100 }`);
  }
  return { minSessions, marginPoints };
}

function parseCanary(value: unknown, where: string): CanaryPointer {
  const release = parseRelease(value, where);
  const { share, since, autoRollback } = value as Record<string, unknown>;
  if (typeof share !== 'number' || !(share > 0 && share < 100)) {
    throw new RemotesFileError(`${where}.share must be a percentage above 0 and below 100`);
  }
  if (typeof since !== 'string') throw new RemotesFileError(`${where}.since must be a time`);
  const rule = parseAutoRollback(autoRollback, `${where}.autoRollback`);
  return { ...release, share, since, ...(rule === undefined ? {} : { autoRollback: rule }) };
}

function parsePointer(value: unknown, where: string): AreaPointer {
  const release = parseRelease(value, where);
  const canary = (value as Record<string, unknown>).canary;
  return canary === undefined ? release : { ...release, canary: parseCanary(canary, `${where}.canary`) };
}

function parseHostnames(code: string, entry: Record<string, unknown>): string[] {
  const hostnames = entry.hostnames ?? [];
  if (!Array.isArray(hostnames) || !hostnames.every((name) => typeof name === 'string')) {
    throw new RemotesFileError(`merchants.${code}.hostnames must be a list of strings`);
  }
  return hostnames as string[];
}

function parseMerchant(code: string, entry: unknown): MerchantEntry {
  if (!isRecord(entry)) throw new RemotesFileError(`merchants.${code} must be an object`);
  const hostnames = parseHostnames(code, entry);
  const overrides: MerchantEntry['areas'] = {};
  const rawOverrides = entry.areas ?? {};
  if (!isRecord(rawOverrides)) throw new RemotesFileError(`merchants.${code}.areas must be an object`);
  for (const [area, pointer] of Object.entries(rawOverrides)) {
    if (!isAreaName(area)) throw new RemotesFileError(`merchants.${code}.areas.${area} is not an area`);
    overrides[area] = parsePointer(pointer, `merchants.${code}.areas.${area}`);
  }
  return { hostnames, areas: overrides };
}

/**
 * A merchant entry as the host reads it: a bad override fails only the area it names, for this
 * merchant alone, and an override of an unknown area is ignored. Throws only when the entry gives
 * no readable host names, since then no page can tell it is this merchant's.
 */
function parseMerchantLeniently(code: string, entry: unknown): MerchantEntry {
  if (!isRecord(entry)) throw new RemotesFileError(`merchants.${code} must be an object`);
  const hostnames = parseHostnames(code, entry);
  const rawOverrides = entry.areas ?? {};
  const invalid: NonNullable<MerchantEntry['invalid']> = {};
  const overrides: MerchantEntry['areas'] = {};
  if (!isRecord(rawOverrides)) {
    const problem = new RemotesFileError(`merchants.${code}.areas must be an object`).message;
    for (const area of AREA_NAMES) invalid[area] = problem;
  } else {
    for (const [area, pointer] of Object.entries(rawOverrides)) {
      if (!isAreaName(area)) continue;
      try {
        overrides[area] = parsePointer(pointer, `merchants.${code}.areas.${area}`);
      } catch (error) {
        if (!(error instanceof RemotesFileError)) throw error;
        invalid[area] = error.message;
      }
    }
  }
  return Object.keys(invalid).length ? { hostnames, areas: overrides, invalid } : { hostnames, areas: overrides };
}

/**
 * Validates a registry in which some areas may have no release yet (the release store's, while
 * areas are first released); throws RemotesFileError naming the wrong field.
 */
export function parseRegistryDraft(raw: unknown): RegistryDraft {
  if (!isRecord(raw)) throw new RemotesFileError('the top level must be an object');
  if (raw.schemaVersion !== REGISTRY_SCHEMA_VERSION) {
    throw new RemotesFileError(`schemaVersion must be ${REGISTRY_SCHEMA_VERSION}`);
  }
  if (typeof raw.defaultMerchant !== 'string') throw new RemotesFileError('defaultMerchant must be a string');
  if (!isRecord(raw.areas)) throw new RemotesFileError('areas must be an object');
  const areas: RegistryDraft['areas'] = {};
  for (const [area, pointer] of Object.entries(raw.areas)) {
    if (pointer === undefined) continue;
    if (!isAreaName(area)) throw new RemotesFileError(`areas.${area} is not an area`);
    areas[area] = parsePointer(pointer, `areas.${area}`);
  }
  const rawMerchants = raw.merchants ?? {};
  if (!isRecord(rawMerchants)) throw new RemotesFileError('merchants must be an object');
  const merchants = Object.fromEntries(
    Object.entries(rawMerchants).map(([code, entry]) => [code, parseMerchant(code, entry)]),
  );
  return { schemaVersion: REGISTRY_SCHEMA_VERSION, defaultMerchant: raw.defaultMerchant, areas, merchants };
}

/**
 * Validates the file the host starts from, in which every area has a pointer; throws
 * RemotesFileError. One merchant's bad entry harms no one else: a bad override is kept in the
 * merchant's `invalid`, and an entry with no readable host names is left out and named in `problems`.
 */
export function parseRemotesFile(raw: unknown): RemotesFile {
  const draft = parseRegistryDraft(isRecord(raw) ? { ...raw, merchants: {} } : raw);
  const missing = AREA_NAMES.find((name) => !draft.areas[name]);
  if (missing) throw new RemotesFileError(`areas.${missing} is missing: every area needs a live release`);
  const rawMerchants = isRecord(raw) ? (raw.merchants ?? {}) : {};
  if (!isRecord(rawMerchants)) throw new RemotesFileError('merchants must be an object');
  const merchants: Record<string, MerchantEntry> = {};
  const problems: string[] = [];
  for (const [code, entry] of Object.entries(rawMerchants)) {
    try {
      merchants[code] = parseMerchantLeniently(code, entry);
    } catch (error) {
      if (!(error instanceof RemotesFileError)) throw error;
      problems.push(error.message);
    }
  }
  return { ...draft, areas: draft.areas as Record<AreaName, AreaPointer>, merchants, problems };
}

/** The merchant served at a host name, the area pointers that apply to it, and its unreadable overrides. */
export function resolveMerchant(
  file: RemotesFile,
  hostname: string,
): {
  merchantCode: string;
  areas: Record<AreaName, AreaPointer>;
  invalid: Partial<Record<AreaName, string>>;
} {
  const match = Object.entries(file.merchants).find(([, entry]) => entry.hostnames.includes(hostname));
  const merchantCode = match?.[0] ?? file.defaultMerchant;
  const merchant = file.merchants[merchantCode];
  return { merchantCode, areas: { ...file.areas, ...merchant?.areas }, invalid: { ...merchant?.invalid } };
}

/** Where a stored release's manifest is served: `<cdn origin>/<area>/<version>/mf-manifest.json`. */
export function releaseManifestUrl(cdnOrigin: string, area: AreaName, version: string): string {
  return `${cdnOrigin}/${area}/${version}/mf-manifest.json`;
}

/**
 * The version a registry pointer gives a manifest URL: the stored release it names, when it is one
 * of this CDN's, or `external:<host><path>` for a build that lives elsewhere.
 */
export function pointerVersionOf(area: AreaName, manifestUrl: string, cdnOrigin: string): string {
  const url = new URL(manifestUrl);
  const stored = url.origin === new URL(cdnOrigin).origin ? url.pathname.split('/') : [];
  const [, storedArea, version, file] = stored;
  if (stored.length === 4 && storedArea === area && version && file === 'mf-manifest.json') return version;
  return `external:${url.host}${url.pathname}`;
}
