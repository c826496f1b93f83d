import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { areaRsbuildConfig, pluginCompileHints } from '@platform/shared/mf';
import federation from './module-federation.config';

export default defineConfig({
  ...areaRsbuildConfig({
    area: 'accounts',
    devPort: 3001,
    // The area's own modules that several pages use (its i18n namespace, fields, the remembered
    // login) go in chunks of their own; under the default 20 kB floor each page would carry a copy.
    cacheGroups: {
      areaShared: { test: /[\\/]src[\\/]/, minChunks: 2, minSize: 4000, priority: -15, reuseExistingChunk: true },
    },
  }),
  plugins: [pluginReact(), pluginModuleFederation(federation), pluginCompileHints()],
});
