// The single-bundle build that `npm run bench` measures the federated site against: the same host
// and areas as ONE ordinary Rsbuild app, with no Module Federation. The host's bootstrap is the entry
// and its code is unchanged; the MF runtime it calls is replaced by a stand-in (mf-runtime.ts) that
// imports the areas' exposed pages as lazy chunks. It exists only to be measured: nothing serves it.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import accounts from '@platform/remote-accounts/module-federation.config';
import agent from '@platform/remote-agent/module-federation.config';
import lobby from '@platform/remote-lobby/module-federation.config';
import member from '@platform/remote-member/module-federation.config';
import { pluginCompileHints } from '@platform/shared/mf';

const here = import.meta.dirname;
const hostDir = dirname(createRequire(import.meta.url).resolve('@platform/host/package.json'));

/** What an area exposes, as `HomePage` → `./home-page.tsx` in its src/exposes/. */
function exposedFiles({ name, exposes }: { name: string; exposes: Record<string, string> }): Record<string, string> {
  return Object.fromEntries(
    Object.entries(exposes).map(([exposed, path]) => {
      const file = /^\.\/src\/exposes\/([\w-]+\.tsx?)$/.exec(path)?.[1];
      if (!file)
        throw new Error(`${name} exposes ${exposed} from ${path}; the single build reads only src/exposes/*.tsx`);
      return [exposed.replace(/^\.\//, ''), `./${file}`];
    }),
  );
}

const exposes = Object.fromEntries([accounts, lobby, member, agent].map((area) => [area.name, exposedFiles(area)]));

export default defineConfig({
  // The host's folder, so its template, public files and browser targets apply as in its own build.
  root: hostDir,
  // Its scripts carry the same compile hint as the federated build's, so the two compare like for like.
  plugins: [pluginReact(), pluginCompileHints()],
  source: {
    entry: { index: resolve(hostDir, 'src/bootstrap.tsx') },
    define: {
      BENCH_EXPOSES: JSON.stringify(exposes),
      'process.env.PUBLIC_RELEASE_LABEL': JSON.stringify(''),
    },
  },
  resolve: {
    alias: {
      '@module-federation/enhanced/runtime': resolve(here, 'mf-runtime.ts'),
      '@module-federation/retry-plugin': resolve(here, 'retry-plugin.ts'),
    },
  },
  // A name the host takes from the MF runtime that the stand-in lacks fails the build, not the page.
  tools: { rspack: { module: { parser: { javascript: { exportsPresence: 'error' } } } } },
  output: {
    assetPrefix: '/m/',
    distPath: { root: resolve(here, 'dist') },
    cleanDistPath: true,
    filenameHash: true,
    legalComments: 'none',
    copy: [{ from: resolve(hostDir, 'public'), to: '.' }],
  },
  html: { template: resolve(hostDir, 'src/index.html'), title: '' },
});
