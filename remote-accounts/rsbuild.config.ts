import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { areaBuildInputs } from '@platform/shared/mf';
import federation from './module-federation.config';

const inputs = areaBuildInputs();

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation)],
  source: { entry: { index: './src/standalone.ts' }, define: inputs.define },
  // Chunks are loaded from wherever the release lives, so no absolute prefix is baked in.
  output: { ...inputs.output, assetPrefix: 'auto', filenameHash: true, legalComments: 'none' },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // The area's own modules that several pages use (its i18n namespace, fields, the remembered
      // login) go in chunks of their own; under the default 20 kB floor each page would carry a copy.
      override: {
        cacheGroups: {
          areaShared: { test: /[\\/]src[\\/]/, minChunks: 2, minSize: 4000, priority: -15, reuseExistingChunk: true },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 3001), cors: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  dev: { assetPrefix: 'auto' },
  // Scripts are fetched with CORS (the CDN allows it), so an error they throw names its file.
  html: { title: 'accounts area', crossorigin: 'anonymous' },
});
