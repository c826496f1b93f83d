import { readFileSync } from 'node:fs';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  esmFederationRuntimeAlias,
  loadGraphPlugin,
  MF_WEB_TARGET,
  pluginCompileHints,
  singleMfSdkAlias,
} from '@platform/shared/mf';
import federation from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation), pluginCompileHints()],
  source: { entry: { index: './src/index.ts' }, define: MF_WEB_TARGET },
  // The retry plugin pins its own @module-federation/sdk; one copy of it is enough.
  resolve: { alias: { ...singleMfSdkAlias(import.meta.dirname), ...esmFederationRuntimeAlias(import.meta.dirname) } },
  // The byte-budget check (scripts/budgets.ts) and the page's preloads read which files the
  // start-up needs from this: src/index.ts loads 'bootstrap', which loads 'site' before rendering.
  tools: { rspack: { plugins: [loadGraphPlugin({ startGroups: ['bootstrap', 'site'] })] } },
  output: {
    assetPrefix: '/m/',
    distPath: { root: 'dist' },
    filenameHash: true,
    legalComments: 'none',
    copy: [{ from: './public', to: '.' }],
  },
  html: {
    template: './src/index.html',
    title: '',
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    base: '/m',
    historyApiFallback: { index: '/m/index.html' },
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8090}` },
    publicDir: false,
    // In dev, `npm run dev` writes the registry that points some areas at their dev servers.
    setup: (context) => {
      const file = process.env.DEV_REMOTES_FILE;
      if (context.action !== 'dev' || !file) return;
      context.server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/m/remotes.json') return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(readFileSync(file));
      });
    },
  },
});
