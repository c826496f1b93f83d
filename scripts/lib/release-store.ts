import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { relative, resolve } from 'node:path';
import {
  isAreaName,
  parseRegistryDraft,
  readBuildManifest,
  REGISTRY_SCHEMA_VERSION,
  RELEASE_HISTORY_FILE,
  sharedEntryOf,
  unknownAreaMessage,
  type AreaName,
  type AreaPointer,
  type BuildManifest,
  type ProvidedShared,
  type RegistryDraft,
  type ReleaseEvent,
} from '@platform/shared/registry';
import { DEFAULT_MERCHANT } from '@platform/shared/contract';
import { ROOT, storePaths, type StorePaths } from './paths';
import {
  fileDigests,
  fingerprint,
  MANIFEST_FILE,
  RELEASE_INFO_FILE,
  releaseFiles,
  type FileDigests,
} from './release-files';

/** The commit a build was made from, and whether the tree had changes beside it. */
export interface SourceCommit {
  id: string;
  modified: boolean;
}

/** What the store records of a release, in its release.json. */
export interface ReleaseInfo {
  releasedAt: string;
  seq: number;
  /** The fingerprint of its files: the same files, the same hash. */
  contentHash: string;
  /** Absent in a release stored before the store recorded it. */
  files?: FileDigests;
  /** The @platform/shared range it was built against, for the operator's eye. */
  sharedRange: string | null;
  /** The `PUBLIC_RELEASE_LABEL` it was built with, which its pages show. */
  releaseLabel: string | null;
  /** The commit it was built from: null outside a git checkout; absent in an older release. */
  commit?: SourceCommit | null;
  /** A build made elsewhere (`--from`): no commit of this tree says what it holds. */
  supplied?: boolean;
}

export interface StoredRelease extends ReleaseInfo {
  version: string;
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function writeJsonAtomic(path: string, value: unknown): void {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, path);
}

/** The commit the working tree is at, or null outside a git checkout. */
export function sourceCommit(cwd = ROOT): SourceCommit | null {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return { id: git(['rev-parse', 'HEAD']), modified: git(['status', '--porcelain']) !== '' };
  } catch {
    return null;
  }
}

/** The registry, created with no areas if missing; throws naming the wrong field of a broken one. */
export function readRegistry(paths = storePaths()): RegistryDraft {
  if (!existsSync(paths.registry)) {
    // The demo's second merchant is served at m002.localhost, which browsers resolve to this machine.
    return {
      schemaVersion: REGISTRY_SCHEMA_VERSION,
      defaultMerchant: DEFAULT_MERCHANT,
      areas: {},
      merchants: { M002: { hostnames: ['m002.localhost'], areas: {} } },
    };
  }
  return parseRegistryDraft(readJson(paths.registry));
}

export function writeRegistry(registry: RegistryDraft, paths = storePaths()): void {
  mkdirSync(paths.store, { recursive: true });
  writeJsonAtomic(paths.registry, registry);
}

/** The release.json of a stored release, or null. */
export function readReleaseInfo(area: AreaName, version: string, paths = storePaths()): ReleaseInfo | null {
  const file = resolve(paths.cdn, area, version, RELEASE_INFO_FILE);
  return existsSync(file) ? (readJson(file) as ReleaseInfo) : null;
}

/** Every stored release of an area, oldest first. */
export function listReleases(area: AreaName, paths = storePaths()): StoredRelease[] {
  const dir = resolve(paths.cdn, area);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((version) => {
      const info = readReleaseInfo(area, version, paths);
      return info ? [{ ...info, version }] : [];
    })
    .sort((a, b) => a.releasedAt.localeCompare(b.releasedAt) || a.seq - b.seq);
}

/** The digest of each file of a stored release (worked out again for one stored before they were recorded). */
export function releaseDigests(area: AreaName, release: StoredRelease, paths = storePaths()): FileDigests {
  return release.files ?? fileDigests(resolve(paths.cdn, area, release.version));
}

export interface StoreOptions {
  /** Names the release instead of its fingerprint. */
  label?: string;
  releaseLabel?: string;
  commit?: SourceCommit | null;
  supplied?: boolean;
  paths?: StorePaths;
}

/**
 * Stores an area build as an immutable release `<area>/<version>/` holding the files a browser can
 * receive. The version is the area's package version and the fingerprint of those files (or the
 * label given), so the same source gives the same release: storing it again reuses the first, and
 * a label never names two different builds.
 */
export function storeRelease(
  area: AreaName,
  distDir: string,
  { label, releaseLabel, commit = null, supplied = false, paths = storePaths() }: StoreOptions = {},
): { version: string; reused: boolean } {
  if (!isAreaName(area)) throw new Error(unknownAreaMessage(area));
  if (!existsSync(resolve(distDir, MANIFEST_FILE))) {
    throw new Error(`${relative(ROOT, distDir) || distDir} has no ${MANIFEST_FILE}: build the area first.`);
  }
  const pkg = readJson(resolve(ROOT, `remote-${area}/package.json`)) as { version: string };
  const files = fileDigests(distDir);
  const contentHash = fingerprint(files);
  const version = `${pkg.version}-${label ?? contentHash}`;
  const target = resolve(paths.cdn, area, version);
  if (existsSync(target)) {
    if (readReleaseInfo(area, version, paths)?.contentHash !== contentHash) {
      throw new Error(
        `${area} ${version} is already stored with other content; releases are immutable: use another label.`,
      );
    }
    return { version, reused: true };
  }
  const shared = sharedEntryOf(readBuildManifest(readJson(resolve(distDir, MANIFEST_FILE))));
  const temp = `${target}.partial`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  for (const name of releaseFiles(distDir)) cpSync(resolve(distDir, name), resolve(temp, name));
  const info: ReleaseInfo = {
    releasedAt: new Date().toISOString(),
    seq: listReleases(area, paths).length,
    contentHash,
    files,
    sharedRange: shared?.requiredVersion || shared?.version || null,
    releaseLabel: releaseLabel || null,
    commit: supplied ? null : commit,
    supplied,
  };
  writeFileSync(resolve(temp, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  renameSync(temp, target);
  return { version, reused: false };
}

/** The manifest of a stored release, or null. */
export function readStoredManifest(area: AreaName, version: string, paths = storePaths()): BuildManifest | null {
  const file = resolve(paths.cdn, area, version, MANIFEST_FILE);
  return existsSync(file) ? readBuildManifest(readJson(file)) : null;
}

/**
 * The @platform/shared that pages will hold: the published host's, with the names it exports; the
 * source tree's version alone before a host is published.
 */
export function hostShared(paths = storePaths()): ProvidedShared {
  const published = resolve(paths.host, MANIFEST_FILE);
  if (existsSync(published)) {
    const manifest = readBuildManifest(readJson(published));
    const version = sharedEntryOf(manifest)?.version;
    if (version) return { version, exports: manifest.sharedExports };
  }
  return { version: (readJson(resolve(ROOT, 'shared/package.json')) as { version: string }).version };
}

/**
 * Points an area (for everyone, or for one merchant) at a release or a manifest URL; a null
 * pointer drops a merchant's override, so the merchant uses the default again.
 */
export function pointArea(
  area: AreaName,
  pointer: AreaPointer | null,
  { merchant, paths = storePaths() }: { merchant?: string; paths?: StorePaths } = {},
): RegistryDraft {
  const registry = readRegistry(paths);
  if (merchant && merchant !== registry.defaultMerchant) {
    const entry = (registry.merchants[merchant] ??= { hostnames: [], areas: {} });
    entry.areas = Object.fromEntries(Object.entries(entry.areas).filter(([name]) => name !== area));
    if (pointer) entry.areas[area] = pointer;
  } else {
    if (!pointer) throw new Error(`Every merchant needs ${area}: only a merchant's override can be dropped.`);
    registry.areas[area] = pointer;
  }
  writeRegistry(registry, paths);
  return registry;
}

/** Publishes the host build as the web root. */
export function storeHost(distDir: string, paths = storePaths()): void {
  const temp = `${paths.host}.partial`;
  rmSync(temp, { recursive: true, force: true });
  cpSync(distDir, temp, { recursive: true });
  rmSync(paths.host, { recursive: true, force: true });
  renameSync(temp, paths.host);
}

/** Adds an event to the release history, which `areas list` shows. */
export function recordReleaseEvent(event: Omit<ReleaseEvent, 'at'>, paths = storePaths()): void {
  mkdirSync(paths.store, { recursive: true });
  const line = JSON.stringify({ at: new Date().toISOString(), ...event });
  appendFileSync(resolve(paths.store, RELEASE_HISTORY_FILE), `${line}\n`);
}

/** The release history, oldest first; a line that cannot be read is skipped. */
export function readReleaseHistory(paths = storePaths()): ReleaseEvent[] {
  const file = resolve(paths.store, RELEASE_HISTORY_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return line.trim() ? [JSON.parse(line) as ReleaseEvent] : [];
      } catch {
        return [];
      }
    });
}

/** A stored release of an area by its version; an unknown version throws, naming the stored ones. */
export function findRelease(area: AreaName, releases: StoredRelease[], version: string): StoredRelease {
  const found = releases.find((release) => release.version === version);
  if (found) return found;
  const stored = releases.map((release) => release.version).join(', ') || 'none';
  throw new Error(`${area} has no stored release ${version}. Stored: ${stored}.`);
}
