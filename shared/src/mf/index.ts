// Build-time Module Federation helpers for the host and the areas (Node code, read by rsbuild configs).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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
    const match = inCatalog ? /^\s+"?([^":]+)"?:\s*(\S+)\s*$/.exec(line) : null;
    if (match?.[1] && match[2]) catalog[match[1]] = match[2];
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

/** The `shared` map every app uses: singletons with explicit required versions from the catalog. */
export function sharedDependencies(): Record<string, SharedEntry> {
  const catalog = readCatalog();
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    if (name === '@platform/shared') {
      const version = sharedPackageVersion();
      shared[name] = { singleton: true, requiredVersion: `^${sharedMajor()}.0.0`, version };
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

/** Module Federation options of an area: its name, what it exposes, and the shared list. */
export function areaFederation(name: AreaName, exposes: Record<string, string>) {
  return {
    name,
    exposes,
    shared: sharedDependencies(),
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
