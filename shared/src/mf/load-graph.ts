// Build-time: records which files a page's first load needs, for the byte-budget check
// (scripts/budgets.ts), which must not depend on a browser or on timing.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `load-graph.json` holds: the entry's files and each named chunk group's files. */
export interface LoadGraph {
  entry: string[];
  groups: Record<string, string[]>;
}

export const LOAD_GRAPH_FILE = 'load-graph.json';

interface StatsGroup {
  assets?: Array<{ name: string }>;
}

/** The subset of Rspack's compiler this plugin uses, so that no Rspack types leak into shared. */
interface CompilerLike {
  outputPath: string;
  hooks: {
    done: {
      tap(
        name: string,
        callback: (stats: {
          toJson(options: object): {
            entrypoints?: Record<string, StatsGroup>;
            namedChunkGroups?: Record<string, StatsGroup>;
          };
        }) => void,
      ): void;
    };
  };
}

const jsFiles = (group: StatsGroup | undefined) =>
  (group?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));

/** An Rspack plugin that writes `load-graph.json` next to the build. */
export function loadGraphPlugin() {
  return {
    name: 'load-graph',
    apply(compiler: CompilerLike) {
      compiler.hooks.done.tap('load-graph', (stats) => {
        const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, chunkGroupAuxiliary: false });
        const graph: LoadGraph = {
          entry: Object.values(json.entrypoints ?? {}).flatMap(jsFiles),
          groups: Object.fromEntries(
            Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [name, jsFiles(group)]),
          ),
        };
        writeFileSync(join(compiler.outputPath, LOAD_GRAPH_FILE), `${JSON.stringify(graph, null, 2)}\n`);
      });
    },
  };
}
