import { defineConfig } from 'vitest/config';

// One run for every package; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-code',
          environment: 'jsdom',
          include: ['{shared,host,remote-*}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./shared/src/testing/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'platform-api',
          environment: 'node',
          include: ['platform-api/src/**/*.test.ts'],
        },
      },
    ],
  },
});
