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
 * Stores an area build as an immutable release `<area>/<version>/` and returns its version.
 * A build whose content is already stored keeps its first release.
 */
export function storeRelease(area, distDir, { label, paths = storePaths() } = {}) {
  if (!AREAS.includes(area)) throw new Error(`Unknown area "${area}". Areas: ${AREAS.join(', ')}.`);
  if (!existsSync(resolve(distDir, 'mf-manifest.json'))) {
    throw new Error(`${relative(ROOT, distDir)} has no mf-manifest.json: build the area first.`);
  }
  const pkg = JSON.parse(readFileSync(resolve(ROOT, `remote-${area}/package.json`), 'utf8'));
  const version = `${pkg.version}-${label ?? hashFolder(distDir)}`;
  const target = resolve(paths.cdn, area, version);
  if (!existsSync(target)) {
    const temp = `${target}.partial`;
    rmSync(temp, { recursive: true, force: true });
    cpSync(distDir, temp, { recursive: true });
    const seq = listReleases(area, paths).length;
    writeFileSync(
      resolve(temp, 'release.json'),
      `${JSON.stringify({ releasedAt: new Date().toISOString(), seq }, null, 2)}\n`,
    );
    renameSync(temp, target);
  }
  return version;
}

/** Points an area (for everyone, or for one merchant) at a release or a manifest URL. */
export function pointArea(area, pointer, { merchant, paths = storePaths() } = {}) {
  const registry = readRegistry(paths);
  if (merchant && merchant !== registry.defaultMerchant) {
    registry.merchants[merchant] ??= { hostnames: [], areas: {} };
    registry.merchants[merchant].areas[area] = pointer;
  } else {
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
