import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, pluginCompileHints, takesCompileHint, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it('puts the hint on the first line of a script, once', () => {
    const once = withCompileHint('(()=>{})();');
    expect(once.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint(once)).toBe(once);
  });

  it('marks scripts only', () => {
    expect(['index.abc.js', 'async/lobby.1.mjs'].every(takesCompileHint)).toBe(true);
    expect(['index.css', 'mf-manifest.json', 'index.html', 'index.js.map'].some(takesCompileHint)).toBe(false);
  });

  it('rewrites the scripts of a production build and leaves the rest', () => {
    class RawSource {
      constructor(private readonly text: string) {}
      source() {
        return this.text;
      }
    }
    const assets: Record<string, RawSource> = {
      'static/js/index.1.js': new RawSource('var a=1;'),
      'static/css/index.1.css': new RawSource('a{}'),
    };
    const plugin = pluginCompileHints();
    plugin.setup({
      context: { action: 'build' },
      processAssets: (_descriptor, handler) =>
        handler({
          assets,
          compilation: { updateAsset: (name, update) => (assets[name] = update(assets[name]!) as RawSource) },
          sources: { RawSource },
        }),
    });
    expect(assets['static/js/index.1.js']!.source()).toBe(`${COMPILE_HINT}var a=1;`);
    expect(assets['static/css/index.1.css']!.source()).toBe('a{}');
  });

  it('leaves development builds alone', () => {
    let registered = false;
    pluginCompileHints().setup({ context: { action: 'dev' }, processAssets: () => (registered = true) });
    expect(registered).toBe(false);
  });
});
