// Build-time: marks every script a build emits with V8's per-file compile hint, so that Chromium
// compiles the script's functions while it streams the file, on a background thread, instead of
// each one on the main thread the first time it is called.
//
// Measured before it was added (Lighthouse mobile, five runs of each page, median): most of the
// main thread's long tasks during start-up were first calls into the Module Federation runtime and
// into React DOM, and much of their time was compiling those functions. Every chunk of the host and
// the areas is needed when it is fetched (the areas' pages are split by route), so the whole file
// is worth compiling. Browsers that do not know the comment ignore it.

/** The comment, which must be the first line of the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Whether an emitted file is a script that gets the hint. */
export const takesCompileHint = (name: string) => /\.m?js$/.test(name);

/** Adds the hint in front of a script's text, once. */
export function withCompileHint(text: string): string {
  return text.startsWith(COMPILE_HINT) ? text : `${COMPILE_HINT}${text}`;
}

/** The parts of Rsbuild's plugin API this plugin uses, so that no Rsbuild types leak into shared. */
interface SourceLike {
  source(): string | Buffer;
}
interface PluginApiLike {
  context: { action?: string };
  processAssets(
    descriptor: { stage: 'optimize-inline' },
    handler: (context: {
      assets: Record<string, SourceLike>;
      compilation: { updateAsset(name: string, update: (source: SourceLike) => SourceLike): void };
      sources: { RawSource: new (text: string) => SourceLike };
    }) => void,
  ): void;
}

/**
 * The Rsbuild plugin. It runs after minification, which would drop the comment, and before the
 * content hashes are taken, so a file's name still follows what it holds. Development builds are
 * left as they are.
 */
export function pluginCompileHints() {
  return {
    name: 'platform:compile-hints',
    setup(api: PluginApiLike) {
      if (api.context.action !== 'build') return;
      api.processAssets({ stage: 'optimize-inline' }, ({ assets, compilation, sources }) => {
        for (const name of Object.keys(assets)) {
          if (!takesCompileHint(name)) continue;
          compilation.updateAsset(name, (source) => new sources.RawSource(withCompileHint(source.source().toString())));
        }
      });
    },
  };
}
