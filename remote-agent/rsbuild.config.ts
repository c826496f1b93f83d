import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { areaRsbuildConfig, pluginCompileHints } from '@platform/shared/mf';
import federation from './module-federation.config';

export default defineConfig({
  ...areaRsbuildConfig({ area: 'agent', devPort: 3004 }),
  plugins: [pluginReact(), pluginModuleFederation(federation), pluginCompileHints()],
});
