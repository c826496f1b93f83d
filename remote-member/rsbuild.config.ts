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
      // Every exposed page registers the same namespace: one chunk holds it, instead of a copy per page.
      override: {
        cacheGroups: {
          memberTexts: { test: /[\\/]src[\\/]i18n[\\/]/, name: 'member-texts', chunks: 'async', enforce: true },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 3003), cors: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  dev: { assetPrefix: 'auto' },
  // Scripts are fetched with CORS (the CDN allows it), so an error they throw names its file.
  html: { title: 'member area', crossorigin: 'anonymous' },
});
