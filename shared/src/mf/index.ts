// Build-time Module Federation helpers for the host and the areas (Node code, read by rsbuild configs).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { majorOf, SHARED_PACKAGE, type AreaName } from '../registry';
import { recordSharedExports, recordSharedImports } from './shared-contract';

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(here, '../../..');

/**
 * Packages of which the page must hold exactly one copy. react-i18next is not among them: only
 * @platform/shared may import it (ESLint), so it lives inside that singleton, once, with only the
 * parts shared uses; shared as a module of its own it was whole on every first load.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'valtio',
  'i18next',
  '@tanstack/react-query',
  SHARED_PACKAGE,
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

/** The version of the shared package that apps are built against. */
export function sharedPackageVersion(): string {
  const pkg = JSON.parse(readFileSync(resolve(here, '../../package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  strictVersion?: boolean;
  import?: string | false;
}

/** Shared packages provided as a module that re-exports only the names the apps use. */
const SLIM_PROVIDERS: Partial<Record<(typeof SINGLETONS)[number], string>> = {
  'react-router-dom': resolve(here, 'react-router-dom.ts'),
  '@tanstack/react-query': resolve(here, 'react-query.ts'),
};

/**
 * The `shared` map every app uses: singletons with explicit required versions from the catalog.
 * An app requires `@platform/shared` of its major only: within a major, the host checks the names
 * an area imports (see shared-contract.ts). `sharedVersionOverride` builds as if against another
 * version of `@platform/shared`; it exists so the host's guard can be tested on a real build.
 */
export function sharedDependencies(sharedVersionOverride?: string): Record<string, SharedEntry> {
  const catalog = readCatalog();
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    if (name === SHARED_PACKAGE) {
      const version = sharedVersionOverride ?? sharedPackageVersion();
      shared[name] = { singleton: true, requiredVersion: `^${majorOf(version)}.0.0`, version };
      continue;
    }
    const version = catalog[name];
    if (!version) throw new Error(`${name} is shared by Module Federation but missing from the pnpm catalog.`);
    const range = /^[\d]/.test(version) ? `^${version}` : version;
    const slim = SLIM_PROVIDERS[name];
    // A provider that is our own file has no package.json of its own to take the version from.
    shared[name] = slim
      ? { singleton: true, requiredVersion: range, version: version.replace(/^\D+/, ''), import: slim }
      : { singleton: true, requiredVersion: range };
  }
  // Subpath imports (react-dom/client, react/jsx-runtime) must resolve to the same singletons.
  for (const base of ['react', 'react-dom'] as const) {
    const entry = shared[base];
    if (entry) shared[`${base}/`] = { singleton: true, requiredVersion: entry.requiredVersion };
  }
  return shared;
}

/**
 * Test inputs, read at build time, that make a build as one made elsewhere would be:
 * - `AREA_SHARED_VERSION=<x.y.z>` records that `@platform/shared` version (and its major) in the
 *   manifest, as a build made against an older or newer shared would;
 * - `AREA_EXTRA_EXPOSE=<file>` (from the repository's root) adds that module to the build, exposed
 *   as `./Extra`, as a variant built from other code would.
 */
function testInputs(): { sharedVersion?: string; extraExposes: Record<string, string> } {
  const sharedVersion = process.env.AREA_SHARED_VERSION || undefined;
  if (sharedVersion && !/^\d+\.\d+\.\d+$/.test(sharedVersion)) {
    throw new Error(`AREA_SHARED_VERSION must be a version such as 1.2.0, not "${sharedVersion}".`);
  }
  const extra = process.env.AREA_EXTRA_EXPOSE;
  return { sharedVersion, extraExposes: extra ? { './Extra': resolve(workspaceRoot, extra) } : {} };
}

/**
 * An area takes every singleton from the host's share scope and bundles no copy of its own
 * (`import: false`). The host provides them all before any area loads, so a copy was never
 * fetched; but building one made Rspack keep every export of the modules it reaches (a shared
 * module's users are unknown), so the contract's descriptors for all areas rode along with a
 * login page that calls three of them. Without copies an area's own imports are tree-shaken, and
 * an area can never bring a second React that a higher version number would make the singleton.
 */
function consumedOnly(shared: Record<string, SharedEntry>): Record<string, SharedEntry> {
  return Object.fromEntries(Object.entries(shared).map(([name, entry]) => [name, { ...entry, import: false }]));
}

/**
 * Module Federation options of an area: its name, what it exposes, and the shared list. Its
 * manifest also records the names it imports from `@platform/shared`.
 */
export function areaFederation(name: AreaName, exposes: Record<string, string>) {
  const { sharedVersion, extraExposes } = testInputs();
  return {
    name,
    exposes: { ...exposes, ...extraExposes },
    shared: consumedOnly(sharedDependencies(sharedVersion)),
    dts: false,
    manifest: { filePath: '', additionalData: recordSharedImports },
    experiments: { externalRuntime: true },
  } as const;
}

/**
 * Module Federation options of the host: no remotes at build time; they come from remotes.json.
 * Its manifest records the names its `@platform/shared` exports, which the release scripts read.
 */
export function hostFederation() {
  return {
    name: 'host',
    remotes: {},
    shared: sharedDependencies(),
    dts: false,
    runtimePlugins: [] as string[],
    manifest: { additionalData: recordSharedExports },
    experiments: { provideExternalRuntime: true },
  };
}

/**
 * For Rsbuild's `source.define`: the MF runtime and its sdk keep their Node.js loaders (scripts
 * through `vm`, ESM entries) unless told the target is the browser; this drops them from every
 * page's first load.
 */
export const MF_WEB_TARGET = { ENV_TARGET: JSON.stringify('web') } as const;

/** What differs between the areas' Rsbuild configs (each adds its own React and federation plugins). */
export interface AreaConfigOptions<Groups extends object> {
  /** The area's name, for the standalone page's title. */
  area: AreaName;
  /** The dev server's port when `PORT` is not set. */
  devPort: number;
  /** Extra split-chunk groups, for modules several of the area's pages use. */
  cacheGroups?: Groups;
}

/**
 * The Rsbuild config every area shares. Build-time inputs that are not code come from the environment:
 * where the build goes (`AREA_DIST_DIR`, so a release can build outside the working tree's dist/) and
 * the label a labelled build (a merchant's variant, a test release) shows as a small badge
 * (`PUBLIC_RELEASE_LABEL`).
 */
export function areaRsbuildConfig<const Groups extends object = never>({
  area,
  devPort,
  cacheGroups,
}: AreaConfigOptions<Groups>) {
  return {
    source: {
      entry: { index: './src/standalone.ts' },
      define: {
        ...MF_WEB_TARGET,
        'process.env.PUBLIC_RELEASE_LABEL': JSON.stringify(process.env.PUBLIC_RELEASE_LABEL ?? ''),
      },
    },
    // Rsbuild runs in the area's folder (pnpm runs each package's build there).
    resolve: { alias: esmFederationRuntimeAlias(process.cwd()) },
    // Chunks are loaded from wherever the release lives, so no absolute prefix is baked in. A scratch
    // folder is outside the package, where Rsbuild would not empty it unless told to.
    output: {
      distPath: { root: process.env.AREA_DIST_DIR ?? 'dist' },
      cleanDistPath: true,
      assetPrefix: 'auto',
      filenameHash: true,
      legalComments: 'none' as const,
    },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience' as const,
        ...(cacheGroups ? { override: { cacheGroups } } : {}),
      },
    },
    server: { port: Number(process.env.PORT ?? devPort), cors: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    dev: { assetPrefix: 'auto' },
    // Scripts are fetched with CORS (the CDN allows it), so an error they throw names its file.
    html: { title: `${area} area`, crossorigin: 'anonymous' as const },
  };
}

/**
 * For Rsbuild's `resolve.alias`: Module Federation's runtime reaches the bundle by the paths of its
 * CommonJS builds, which the bundler cannot tree-shake: the federation plugin names the bundler
 * runtime's file and aliases `@module-federation/runtime` to its CommonJS entry, and the host's
 * runtime plugin that hands the runtime to the areas (`provideExternalRuntime`) is named by its
 * CommonJS file too. Pointing each at the ESM build of the same version keeps only what runs, and,
 * once all of them are ESM, one copy of the runtime: with only some of them pointed there, the host
 * carried both builds of the runtime's core. Measured, about 4.5 kB gzip less in each remote entry
 * for the bundler runtime, then 4.7 kB less in the host's entry and 1.5 kB less in each remote
 * entry for the rest.
 * `appDir` is the app's folder, where `@module-federation/enhanced` resolves.
 */
export function esmFederationRuntimeAlias(appDir: string): Record<string, string> {
  const fromApp = createRequire(resolve(appDir, 'package.json'));
  const fromEnhanced = createRequire(fromApp.resolve('@module-federation/enhanced'));
  // As the federation plugin finds them: the runtime through runtime-tools, the rest from enhanced.
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  const alias: Record<string, string> = {};
  const toEsm = (commonJs: string) => {
    const esm = commonJs.replace(/\.cjs$/, '.js');
    return commonJs.endsWith('.cjs') && existsSync(esm) ? esm : null;
  };
  for (const file of [
    fromEnhanced.resolve('@module-federation/webpack-bundler-runtime'),
    fromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ]) {
    const esm = toEsm(file);
    if (esm) alias[file] = esm;
  }
  // The plugin's own alias has this key; the same key replaces it. Subpaths (`/helpers`, `/core`)
  // resolve as usual, by the package's exports.
  const runtime = toEsm(fromTools.resolve('@module-federation/runtime'));
  if (runtime) alias['@module-federation/runtime'] = runtime;
  return alias;
}

/**
 * For the host's Rsbuild `resolve.alias`: the MF retry plugin pins an older `@module-federation/sdk`
 * than the runtime's; resolving it to the runtime's own copy keeps one sdk in the host's bundle
 * (about 5 kB gzip less).
 * `appDir` is the host's folder, where `@module-federation/enhanced` resolves.
 */
export function singleMfSdkAlias(appDir: string): Record<string, string> {
  const fromApp = createRequire(resolve(appDir, 'package.json'));
  const fromRuntime = createRequire(fromApp.resolve('@module-federation/enhanced'));
  const entry = fromRuntime.resolve('@module-federation/sdk');
  const name = `${sep}@module-federation${sep}sdk${sep}`;
  // The package's folder, so that the bundler picks the entry (ESM) by its own conditions.
  return { '@module-federation/sdk': entry.slice(0, entry.lastIndexOf(name) + name.length - 1) };
}

export { LOAD_GRAPH_FILE, loadGraphPlugin, type LoadGraph } from './load-graph';
export { COMPILE_HINT, pluginCompileHints } from './compile-hints';
