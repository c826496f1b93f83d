import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { areaRsbuildConfig, pluginCompileHints } from '@platform/shared/mf';
import federation from './module-federation.config';

export default defineConfig({
  ...areaRsbuildConfig({
    area: 'member',
    devPort: 3003,
    // Every exposed page registers the same namespace: one chunk holds it, instead of a copy per page.
    cacheGroups: {
      memberTexts: { test: /[\\/]src[\\/]i18n[\\/]/, name: 'member-texts', chunks: 'async', enforce: true },
    },
  }),
  plugins: [pluginReact(), pluginModuleFederation(federation), pluginCompileHints()],
});
