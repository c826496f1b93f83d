// What a build needs of @platform/shared, and what the host's copy provides, read from the build's
// module graph and written into its mf-manifest.json, where the host and the release scripts read
// it (see @platform/shared/registry). Nobody has to remember to bump a version for it to be right.
import { SHARED_EXPORTS_KEY, SHARED_IMPORTS_KEY, SHARED_PACKAGE } from '../registry';

/** The parts of Rspack's module graph read here. */
export interface GraphDependency {
  readonly type: string;
  readonly request?: string;
  readonly ids?: readonly string[];
}
export interface GraphModule {
  readonly type: string;
  readonly dependencies: readonly GraphDependency[];
  identifier(): string;
  readableIdentifier(): string;
}
interface Compilation {
  readonly modules: Iterable<GraphModule>;
  readonly moduleGraph: {
    getOutgoingConnections(module: GraphModule): ReadonlyArray<{ readonly module: GraphModule | null }>;
    getProvidedExports(module: GraphModule): true | string[] | null;
  };
}
/** What the Module Federation manifest plugin hands to `manifest.additionalData`. */
interface ManifestData {
  stats: { metaData: object };
  compilation: Compilation;
}

// The statement `import ... from '@platform/shared'` itself; its names come as specifier dependencies.
const IMPORT_STATEMENT = 'esm import';

/**
 * The names these modules import from @platform/shared, sorted. A use of the package as a whole
 * (a namespace passed around, `export *`, `require`) is refused: no one could say what it needs.
 */
export function sharedImportsOf(modules: Iterable<GraphModule>): string[] {
  const names = new Set<string>();
  for (const module of modules) {
    for (const dependency of module.dependencies) {
      if (dependency.request !== SHARED_PACKAGE || dependency.type === IMPORT_STATEMENT) continue;
      const name = dependency.ids?.[0];
      if (!name) {
        throw new Error(
          `${module.readableIdentifier()} uses ${SHARED_PACKAGE} as a whole (${dependency.type}): import the ` +
            'names it needs by name, so that the host can check that its copy exports them.',
        );
      }
      names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * The names the build's own @platform/shared (the copy it provides to the page) exports, sorted;
 * undefined where the bundler did not work them out (a dev build), and then nothing is recorded.
 */
export function providedSharedExportsOf(compilation: Compilation): string[] | undefined {
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || !module.identifier().includes(` ${SHARED_PACKAGE}@`)) continue;
    for (const { module: provided } of compilation.moduleGraph.getOutgoingConnections(module)) {
      const names = provided ? compilation.moduleGraph.getProvidedExports(provided) : null;
      if (Array.isArray(names)) return [...names].sort();
    }
  }
  return undefined;
}

/** For an area's `manifest.additionalData`: records the names it imports from @platform/shared. */
export function recordSharedImports({ stats, compilation }: ManifestData): void {
  Object.assign(stats.metaData, { [SHARED_IMPORTS_KEY]: sharedImportsOf(compilation.modules) });
}

/**
 * For the host's `manifest.additionalData`: records the names its @platform/shared exports. Without
 * them the release scripts check areas by the major alone, and say so.
 */
export function recordSharedExports({ stats, compilation }: ManifestData): void {
  const names = providedSharedExportsOf(compilation);
  if (names) Object.assign(stats.metaData, { [SHARED_EXPORTS_KEY]: names });
}
