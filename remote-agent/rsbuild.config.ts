import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import federation from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation)],
  source: { entry: { index: './src/standalone.ts' } },
  // Chunks are loaded from wherever the release lives, so no absolute prefix is baked in.
  output: { assetPrefix: 'auto', distPath: { root: 'dist' }, filenameHash: true, legalComments: 'none' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  server: { port: Number(process.env.PORT ?? 3004), cors: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  dev: { assetPrefix: 'auto' },
  html: { title: 'agent area' },
});
