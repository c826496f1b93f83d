import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SHARED_SETUP = './shared/src/testing/setup.ts';

/**
 * Code that runs in the browser, in jsdom. The files of a worker share one document and one module
 * graph (`isolate: false`): a fresh jsdom and fresh imports for each of 112 files were three quarters
 * of these tests' time. What a test changes in the page or the stores is put back after it by the
 * setup files, which run for each file: shared's, then the area's own.
 */
function browserCode(
  name: string,
  include: string[],
  options: { setup?: string; testTimeout?: number; fresh?: boolean } = {},
) {
  return {
    extends: true,
    test: {
      name,
      environment: 'jsdom',
      include,
      exclude: options.fresh ? [] : FRESH_MODULES,
      isolate: options.fresh ?? false,
      setupFiles: options.setup ? [SHARED_SETUP, options.setup] : [SHARED_SETUP],
      css: { modules: { classNameStrategy: 'non-scoped' as const } },
      // A form test types and waits like a user; on two busy cores some take more than the default 5 s.
      testTimeout: options.testTimeout ?? 15_000,
    },
  };
}

/**
 * Tests that replace modules (`vi.mock`) or need the module state of a first start-up: each gets its
 * own module graph, as a mock would otherwise reach the files that run after it in the same worker.
 */
const FRESH_MODULES = ['host/src/startup/start-site.test.ts', 'host/src/areas/area-part.test.tsx'];

/**
 * The projects run one after another (by name, as vitest orders them), each on every core. These go
 * first, because a file of theirs runs long: the scripts' release test builds each area (twice unless `npm test` built it already), and
 * platform-api's attack tests make hundreds of guesses at production limits. Their last files then
 * run beside the next project's, instead of alone on one core at the end of the run.
 */
const LONG_FILES_FIRST = ['scripts', 'platform-api'];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = ({ project }: TestSpecification) =>
      LONG_FILES_FIRST.includes(project.name) ? LONG_FILES_FIRST.indexOf(project.name) : LONG_FILES_FIRST.length;
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// One run for every package; each package is a project with its own environment.
export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    // A file per core. Vitest's default leaves one core free, which on a two-core machine ran every
    // file one after another (418 s against 265 s with both cores).
    maxWorkers: availableParallelism(),
    projects: [
      browserCode('browser-code', ['{shared,host}/src/**/*.test.{ts,tsx}']),
      browserCode('accounts', ['remote-accounts/src/**/*.test.{ts,tsx}'], {
        setup: './remote-accounts/src/testing/setup.ts',
      }),
      // Game pages render grids of tiles, which jsdom queries slowly on a busy machine.
      browserCode('lobby', ['remote-lobby/src/**/*.test.{ts,tsx}'], {
        setup: './remote-lobby/src/testing/setup.ts',
        testTimeout: 20_000,
      }),
      browserCode('member', ['remote-member/src/**/*.test.{ts,tsx}'], {
        setup: './remote-member/src/testing/setup.ts',
      }),
      browserCode('agent', ['remote-agent/src/**/*.test.{ts,tsx}'], {
        setup: './remote-agent/src/testing/setup.ts',
      }),
      browserCode('browser-code-fresh', FRESH_MODULES, { fresh: true }),
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
          setupFiles: ['./platform-api/src/testing/setup.ts'],
          // The files of a worker share one module graph: importing Fastify and the app and compiling
          // every request schema again for each of 57 files was three quarters of these tests' time.
          // Each test builds its own app on its own database; what a test stubs (env, fetch) it puts back.
          isolate: false,
          // Each test builds its own seeded database (2,000 games, a 224-member team); on two busy cores
          // that set-up alone can pass the default 10 s.
          hookTimeout: 30_000,
          // A test that seeds its own databases (the seed's own tests, two at once) does the same inside it.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
