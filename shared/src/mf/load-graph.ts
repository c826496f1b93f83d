// Build-time: records which files a page's first load needs, for the byte-budget check
// (scripts/budgets.ts), which must not depend on a browser or on timing, and for the host page's
// preloads (scripts/lib/preload-links.ts), which must name only what the start-up asks for.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `load-graph.json` holds: the entry's files and each named chunk group's files. */
export interface LoadGraph {
  entry: string[];
  groups: Record<string, string[]>;
  /**
   * The scripts the start-up loads: the entry, the start-up chunk groups, and the chunks of each
   * singleton this build provides that those consume. Present when the plugin is told the start-up
   * groups.
   */
  startup?: string[];
}

export const LOAD_GRAPH_FILE = 'load-graph.json';

type ChunkId = string | number;

interface StatsGroup {
  assets?: Array<{ name: string }>;
  chunks?: ChunkId[];
}

/** The parts of a chunk in Rspack's stats that tell which singletons it consumes or provides. */
export interface StatsChunk {
  id?: ChunkId | null;
  files?: string[];
  origins?: Array<{ moduleName?: string }>;
  modules?: Array<{ name?: string }>;
}

interface StatsJson {
  entrypoints?: Record<string, StatsGroup>;
  namedChunkGroups?: Record<string, StatsGroup>;
  chunks?: StatsChunk[];
}

/** The subset of Rspack's compiler this plugin uses, so that no Rspack types leak into shared. */
interface CompilerLike {
  outputPath: string;
  hooks: {
    done: {
      tap(name: string, callback: (stats: { toJson(options: object): StatsJson }) => void): void;
    };
  };
}

const isJs = (name: string) => name.endsWith('.js');

const jsFiles = (group: StatsGroup | undefined) => (group?.assets ?? []).map((asset) => asset.name).filter(isJs);

// Rspack names these modules "consume shared module (default) react@^19.0.0 (strict) (fallback: …)"
// and "provide shared module (default) react@19.0.0 = …"; the share key is what precedes the last @.
const CONSUMES = /^consume shared module \([^)]*\) (.+)@[^@\s]* \(/;
const PROVIDES = /^provide shared module \([^)]*\) (.+)@[^@\s]* = /;

/**
 * The scripts a start-up loads: the chunks it starts from, then, as long as a loaded chunk
 * consumes a singleton, the chunks this build's provider of that singleton loads. A consumer's own
 * fallback chunks are left out: on the host's page its provider is always the one in the share
 * scope at start-up, so a fallback is never fetched.
 */
export function startupScripts(chunks: readonly StatsChunk[], startIds: readonly ChunkId[]): string[] {
  const providerChunks = new Map<string, StatsChunk[]>();
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      const key = PROVIDES.exec(origin.moduleName ?? '')?.[1];
      if (key) providerChunks.set(key, [...(providerChunks.get(key) ?? []), chunk]);
    }
  }
  const byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
  const loaded = new Set<StatsChunk>();
  const pending = startIds.flatMap((id) => byId.get(id) ?? []);
  for (let chunk = pending.shift(); chunk; chunk = pending.shift()) {
    if (loaded.has(chunk)) continue;
    loaded.add(chunk);
    for (const module of chunk.modules ?? []) {
      const key = CONSUMES.exec(module.name ?? '')?.[1];
      if (key) pending.push(...(providerChunks.get(key) ?? []));
    }
  }
  return [...new Set([...loaded].flatMap((chunk) => (chunk.files ?? []).filter(isJs)))];
}

/**
 * An Rspack plugin that writes `load-graph.json` next to the build. With `startGroups`, the names
 * of the chunk groups the start-up loads before the first render, it also records its scripts.
 */
export function loadGraphPlugin({ startGroups = [] }: { startGroups?: readonly string[] } = {}) {
  return {
    name: 'load-graph',
    apply(compiler: CompilerLike) {
      compiler.hooks.done.tap('load-graph', (stats) => {
        const json = stats.toJson({
          all: false,
          ids: true,
          entrypoints: true,
          chunkGroups: true,
          chunkGroupAuxiliary: false,
          chunks: startGroups.length > 0,
          chunkModules: startGroups.length > 0,
          chunkOrigins: startGroups.length > 0,
          chunkModulesSpace: Infinity,
          dependentModules: true,
        });
        const entrypoints = Object.values(json.entrypoints ?? {});
        const graph: LoadGraph = {
          entry: entrypoints.flatMap(jsFiles),
          groups: Object.fromEntries(
            Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [name, jsFiles(group)]),
          ),
        };
        if (startGroups.length > 0) {
          const groups = startGroups.map((name) => {
            const group = json.namedChunkGroups?.[name];
            if (!group) throw new Error(`load-graph: the build has no chunk group named "${name}".`);
            return group;
          });
          const startIds = [...entrypoints, ...groups].flatMap((group) => group.chunks ?? []);
          graph.startup = startupScripts(json.chunks ?? [], startIds);
        }
        writeFileSync(join(compiler.outputPath, LOAD_GRAPH_FILE), `${JSON.stringify(graph, null, 2)}\n`);
      });
    },
  };
}
