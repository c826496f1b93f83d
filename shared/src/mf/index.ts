// Build-time Module Federation helpers for the host and the areas (Node code, read by rsbuild configs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(here, '../../..');

/** The areas the host can load, by Module Federation name. */
export const AREAS = ['accounts', 'lobby', 'member', 'agent'] as const;
export type AreaName = (typeof AREAS)[number];

/** Packages of which the page must hold exactly one copy. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'valtio',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@platform/shared',
] as const;

/** Reads `catalog:` versions from pnpm-workspace.yaml, the one list of versions. */
export function readCatalog(root: string = workspaceRoot): Record<string, string> {
  const text = readFileSync(resolve(root, 'pnpm-workspace.yaml'), 'utf8');
  const catalog: Record<string, string> = {};
  let inCatalog = false;
  for (const line of text.split('\n')) {
    if (/^catalog:\s*$/.test(line)) {
      inCatalog = true;
      continue;
    }
    if (inCatalog && /^\S/.test(line)) break;
    // A key may be bare or quoted either way: `react:`, `'@scope/name':`, `"@scope/name":`.
    const match = inCatalog ? /^\s+(['"]?)([^'":]+)\1:\s*(\S+)\s*$/.exec(line) : null;
    if (match?.[2] && match[3]) catalog[match[2]] = match[3];
  }
  return catalog;
}

/** The version of the shared package, and the major that areas are built against. */
export function sharedPackageVersion(): string {
  const pkg = JSON.parse(readFileSync(resolve(here, '../../package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export function sharedMajor(): number {
  return Number(sharedPackageVersion().split('.')[0]);
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  strictVersion?: boolean;
}

/**
 * The `shared` map every app uses: singletons with explicit required versions from the catalog.
 * `sharedMajorOverride` builds as if against another major of `@platform/shared`; it exists so the
 * host's version guard can be tested on a real build (see areaFederation).
 */
export function sharedDependencies(sharedMajorOverride?: number): Record<string, SharedEntry> {
  const catalog = readCatalog();
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    if (name === '@platform/shared') {
      const major = sharedMajorOverride ?? sharedMajor();
      const version = sharedMajorOverride === undefined ? sharedPackageVersion() : `${major}.0.0`;
      shared[name] = { singleton: true, requiredVersion: `^${major}.0.0`, version };
      continue;
    }
    const version = catalog[name];
    if (!version) throw new Error(`${name} is shared by Module Federation but missing from the pnpm catalog.`);
    const range = /^[\d]/.test(version) ? `^${version}` : version;
    shared[name] = { singleton: true, requiredVersion: range };
  }
  // Subpath imports (react-dom/client, react/jsx-runtime) must resolve to the same singletons.
  for (const base of ['react', 'react-dom'] as const) {
    const entry = shared[base];
    if (entry) shared[`${base}/`] = { singleton: true, requiredVersion: entry.requiredVersion };
  }
  return shared;
}

/**
 * `AREA_SHARED_MAJOR=<n>` at build time records another `@platform/shared` major in the area's
 * manifest, as a build made against an older or newer shared would; only tests use it.
 */
function sharedMajorOverride(): number | undefined {
  const value = process.env.AREA_SHARED_MAJOR;
  if (!value) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`AREA_SHARED_MAJOR must be a whole number, not "${value}".`);
  return Number(value);
}

/** Module Federation options of an area: its name, what it exposes, and the shared list. */
export function areaFederation(name: AreaName, exposes: Record<string, string>) {
  return {
    name,
    exposes,
    shared: sharedDependencies(sharedMajorOverride()),
    dts: false,
    manifest: { filePath: '' },
    experiments: { externalRuntime: true },
  } as const;
}

/** Module Federation options of the host: no remotes at build time; they come from remotes.json. */
export function hostFederation() {
  return {
    name: 'host',
    remotes: {},
    shared: sharedDependencies(),
    dts: false,
    runtimePlugins: [] as string[],
    experiments: { provideExternalRuntime: true },
  };
}

/**
 * Build-time inputs of an area that are not its code: where the build goes (`AREA_DIST_DIR`, so a
 * release can build outside the working tree's dist/) and the release label that a labelled build
 * (a merchant's variant, a test release) shows as a small badge (`PUBLIC_RELEASE_LABEL`).
 */
export function areaBuildInputs() {
  return {
    // A scratch folder is outside the package, where Rsbuild would not empty it unless told to.
    output: { distPath: { root: process.env.AREA_DIST_DIR ?? 'dist' }, cleanDistPath: true },
    define: { 'process.env.PUBLIC_RELEASE_LABEL': JSON.stringify(process.env.PUBLIC_RELEASE_LABEL ?? '') },
  };
}

/**
 * For the host's Rsbuild `resolve.alias`: the MF retry plugin pins an older `@module-federation/sdk`
 * than the runtime's; resolving it to the runtime's own copy keeps one sdk in the host's bundle
 * (about 5 kB gzip less). `appDir` is the host's folder, where `@module-federation/enhanced` resolves.
 */
export function singleMfSdkAlias(appDir: string): Record<string, string> {
  const fromApp = createRequire(resolve(appDir, 'package.json'));
  const fromRuntime = createRequire(fromApp.resolve('@module-federation/enhanced'));
  const entry = fromRuntime.resolve('@module-federation/sdk');
  const name = `${sep}@module-federation${sep}sdk${sep}`;
  // The package's folder, so that the bundler picks the entry (ESM) by its own conditions.
  return { '@module-federation/sdk': entry.slice(0, entry.lastIndexOf(name) + name.length - 1) };
}
