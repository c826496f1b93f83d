/** What /m/remotes.json holds: which release of each area is live, per merchant. */
export const AREA_NAMES = ['accounts', 'lobby', 'member', 'agent'] as const;
export type AreaName = (typeof AREA_NAMES)[number];

export interface AreaPointer {
  version: string;
  /** Absolute URL of the release's mf-manifest.json. */
  manifest: string;
}

export interface MerchantEntry {
  /** Host names that serve this merchant's site. */
  hostnames: string[];
  /** Areas this merchant points elsewhere; the rest use the default. */
  areas: Partial<Record<AreaName, AreaPointer>>;
}

export interface RemotesFile {
  schemaVersion: 1;
  defaultMerchant: string;
  areas: Record<AreaName, AreaPointer>;
  merchants: Record<string, MerchantEntry>;
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

function parsePointer(value: unknown, where: string): AreaPointer {
  if (!isRecord(value)) throw new RemotesFileError(`${where} must be an object`);
  const { version, manifest } = value;
  if (typeof version !== 'string' || !version) throw new RemotesFileError(`${where}.version must be a string`);
  if (typeof manifest !== 'string') throw new RemotesFileError(`${where}.manifest must be a string`);
  const problem = manifestUrlProblem(manifest);
  if (problem) throw new RemotesFileError(`${where}.manifest ${problem}`);
  return { version, manifest };
}

/** Validates the parsed file; throws RemotesFileError saying what is wrong. */
export function parseRemotesFile(raw: unknown): RemotesFile {
  if (!isRecord(raw)) throw new RemotesFileError('the top level must be an object');
  if (raw.schemaVersion !== 1) throw new RemotesFileError('schemaVersion must be 1');
  if (typeof raw.defaultMerchant !== 'string') throw new RemotesFileError('defaultMerchant must be a string');
  if (!isRecord(raw.areas)) throw new RemotesFileError('areas must be an object');
  const rawAreas = raw.areas;
  const areas = Object.fromEntries(
    AREA_NAMES.map((name) => [name, parsePointer(rawAreas[name], `areas.${name}`)]),
  ) as Record<AreaName, AreaPointer>;
  const merchants: Record<string, MerchantEntry> = {};
  const rawMerchants = raw.merchants ?? {};
  if (!isRecord(rawMerchants)) throw new RemotesFileError('merchants must be an object');
  for (const [code, entry] of Object.entries(rawMerchants)) {
    if (!isRecord(entry)) throw new RemotesFileError(`merchants.${code} must be an object`);
    const hostnames = entry.hostnames ?? [];
    if (!Array.isArray(hostnames) || !hostnames.every((name) => typeof name === 'string')) {
      throw new RemotesFileError(`merchants.${code}.hostnames must be a list of strings`);
    }
    const overrides: MerchantEntry['areas'] = {};
    const rawOverrides = entry.areas ?? {};
    if (!isRecord(rawOverrides)) throw new RemotesFileError(`merchants.${code}.areas must be an object`);
    for (const [area, pointer] of Object.entries(rawOverrides)) {
      if (!(AREA_NAMES as readonly string[]).includes(area)) {
        throw new RemotesFileError(`merchants.${code}.areas.${area} is not an area`);
      }
      overrides[area as AreaName] = parsePointer(pointer, `merchants.${code}.areas.${area}`);
    }
    merchants[code] = { hostnames: hostnames as string[], areas: overrides };
  }
  return { schemaVersion: 1, defaultMerchant: raw.defaultMerchant, areas, merchants };
}

/** The merchant served at a host name, and the area pointers that apply to it. */
export function resolveMerchant(
  file: RemotesFile,
  hostname: string,
): {
  merchantCode: string;
  areas: Record<AreaName, AreaPointer>;
} {
  const match = Object.entries(file.merchants).find(([, entry]) => entry.hostnames.includes(hostname));
  const merchantCode = match?.[0] ?? file.defaultMerchant;
  const overrides = file.merchants[merchantCode]?.areas ?? {};
  return { merchantCode, areas: { ...file.areas, ...overrides } };
}
