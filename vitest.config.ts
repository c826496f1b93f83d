import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every package; each package is a project with its own environment.
export default defineConfig({
  test: {
    // A file per core. Vitest's default leaves one core free, which on a two-core machine ran every
    // file one after another (418 s against 265 s with both cores).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-code',
          environment: 'jsdom',
          include: ['{shared,host,remote-*}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./shared/src/testing/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
          // A form test types and waits like a user; on two busy cores some take more than the default 5 s.
          testTimeout: 15_000,
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
          globalSetup: ['./platform-api/src/testing/seed-once.ts'],
          // Each test builds its own seeded database (2,000 games, a 224-member team); on two busy cores
          // that set-up alone can pass the default 10 s.
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
