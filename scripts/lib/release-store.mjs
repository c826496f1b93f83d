import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  renameSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { AREAS, ROOT, cdnOrigin, storePaths } from './paths.mjs';

const DEFAULT_MERCHANT = 'M001';

function listFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile())
    .sort();
}

/** A content hash of a build folder, so the same build always gets the same release version. */
export function hashFolder(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

function writeJsonAtomic(path, value) {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, path);
}

export function manifestUrl(area, version) {
  return `${cdnOrigin()}/${area}/${version}/mf-manifest.json`;
}

/** The registry, created with no areas if missing. */
export function readRegistry(paths = storePaths()) {
  if (!existsSync(paths.registry)) {
    // The demo's second merchant is served at m002.localhost, which browsers resolve to this machine.
    return {
      schemaVersion: 1,
      defaultMerchant: DEFAULT_MERCHANT,
      areas: {},
      merchants: { M002: { hostnames: ['m002.localhost'], areas: {} } },
    };
  }
  return JSON.parse(readFileSync(paths.registry, 'utf8'));
}

export function writeRegistry(registry, paths = storePaths()) {
  mkdirSync(paths.store, { recursive: true });
  writeJsonAtomic(paths.registry, registry);
}

/** Every stored release of an area, oldest first. */
export function listReleases(area, paths = storePaths()) {
  const dir = resolve(paths.cdn, area);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((version) => {
      const metaPath = resolve(dir, version, 'release.json');
      if (!existsSync(metaPath)) return null;
      return { version, ...JSON.parse(readFileSync(metaPath, 'utf8')) };
    })
    .filter(Boolean)
    .sort((a, b) => a.releasedAt.localeCompare(b.releasedAt) || a.seq - b.seq);
}

/**
 * Stores an area build as an immutable release `<area>/<version>/` and returns its version. The
 * version is the area's package version and a content hash (or the label given); a build whose
 * content is already stored keeps its first release, and a label never names two different builds.
 */
export function storeRelease(area, distDir, { label, releaseLabel, paths = storePaths() } = {}) {
  if (!AREAS.includes(area)) throw new Error(`Unknown area "${area}". Areas: ${AREAS.join(', ')}.`);
  const manifestPath = resolve(distDir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${relative(ROOT, distDir) || distDir} has no mf-manifest.json: build the area first.`);
  }
  const pkg = JSON.parse(readFileSync(resolve(ROOT, `remote-${area}/package.json`), 'utf8'));
  const contentHash = hashFolder(distDir);
  const version = `${pkg.version}-${label ?? contentHash}`;
  const target = resolve(paths.cdn, area, version);
  if (existsSync(target)) {
    const stored = readReleaseInfo(area, version, paths);
    if (stored?.contentHash && stored.contentHash !== contentHash) {
      throw new Error(
        `${area} ${version} is already stored with other content; releases are immutable: use another label.`,
      );
    }
    return version;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const shared = (manifest.shared ?? []).find((item) => item.name === '@platform/shared');
  const temp = `${target}.partial`;
  rmSync(temp, { recursive: true, force: true });
  cpSync(distDir, temp, { recursive: true });
  const info = {
    releasedAt: new Date().toISOString(),
    seq: listReleases(area, paths).length,
    contentHash,
    // Recorded so `list` and the operator can see which shared contract a release needs.
    sharedRange: shared?.requiredVersion || shared?.version || null,
    releaseLabel: releaseLabel || null,
  };
  writeFileSync(resolve(temp, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  renameSync(temp, target);
  return version;
}

/** The release.json of a stored release, or null. */
export function readReleaseInfo(area, version, paths = storePaths()) {
  const file = resolve(paths.cdn, area, version, 'release.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The manifest of a stored release, or null. */
export function readStoredManifest(area, version, paths = storePaths()) {
  const file = resolve(paths.cdn, area, version, 'mf-manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Points an area (for everyone, or for one merchant) at a release or a manifest URL; a null
 * pointer drops a merchant's override, so the merchant uses the default again.
 */
export function pointArea(area, pointer, { merchant, paths = storePaths() } = {}) {
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
export function storeHost(distDir, paths = storePaths()) {
  const temp = `${paths.host}.partial`;
  rmSync(temp, { recursive: true, force: true });
  cpSync(distDir, temp, { recursive: true });
  rmSync(paths.host, { recursive: true, force: true });
  renameSync(temp, paths.host);
}
