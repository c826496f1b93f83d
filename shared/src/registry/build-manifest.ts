/** The package every area shares with the host, one copy per page. */
export const SHARED_PACKAGE = '@platform/shared';

/**
 * Lists a build adds to its manifest's `metaData` (written by `@platform/shared/mf`): the names an
 * area imports from `@platform/shared`, and the names the host's `@platform/shared` exports.
 */
export const SHARED_IMPORTS_KEY = 'sharedImports';
export const SHARED_EXPORTS_KEY = 'sharedExports';

/** The part of an mf-manifest.json `shared` entry the registry reads. */
export interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
  version?: string;
}

export interface ManifestExpose {
  name: string;
  path?: string;
}

/** What the registry reads of a build's mf-manifest.json. */
export interface BuildManifest {
  name?: string;
  shared: ManifestShared[];
  exposes: ManifestExpose[];
  /** Absent in a build made before builds recorded it. */
  sharedImports?: string[];
  sharedExports?: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function names(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The parts of a parsed mf-manifest.json the registry reads; whatever is malformed is left out. */
export function readBuildManifest(raw: unknown): BuildManifest {
  const manifest = isRecord(raw) ? raw : {};
  const metaData = isRecord(manifest.metaData) ? manifest.metaData : {};
  const shared = records(manifest.shared).flatMap((entry): ManifestShared[] => {
    if (typeof entry.name !== 'string') return [];
    const requiredVersion = entry.requiredVersion === false ? false : optionalString(entry.requiredVersion);
    return [{ name: entry.name, requiredVersion, version: optionalString(entry.version) }];
  });
  const exposes = records(manifest.exposes).flatMap((entry): ManifestExpose[] =>
    typeof entry.name === 'string' ? [{ name: entry.name, path: optionalString(entry.path) }] : [],
  );
  return {
    name: optionalString(manifest.name),
    shared,
    exposes,
    sharedImports: names(metaData[SHARED_IMPORTS_KEY]),
    sharedExports: names(metaData[SHARED_EXPORTS_KEY]),
  };
}

/** The exposed module names of a build, as `./Name`, sorted. */
export function exposesOf(manifest: BuildManifest): string[] {
  return manifest.exposes.map((expose) => expose.path ?? `./${expose.name}`).sort();
}

/** The `@platform/shared` entry of a build's manifest. */
export function sharedEntryOf(manifest: BuildManifest): ManifestShared | undefined {
  return manifest.shared.find((entry) => entry.name === SHARED_PACKAGE);
}
