import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { REGISTRY_STORE, registryCdnOrigin, registryPort } from './fixtures/registry-site';
import { EVERY_LANGUAGE, OTHER_LANGUAGE_TAG } from './fixtures/languages';

const port = Number(process.env.PORT ?? 8180);
export const baseURL = `http://localhost:${port}`;
const registryURL = `http://localhost:${registryPort(port)}`;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Debian's Chromium: Playwright cannot download its own browsers here. The benchmarks measure what the
// full browser draws.
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

// The tests run in Debian's Chromium headless shell, the same build without a window: the browser
// Playwright itself runs headless tests in. On two cores it took the suite's browser time to about
// half of the full browser's, which composited every frame in software for nothing.
export const testLaunchOptions = {
  executablePath: process.env.CHROMIUM_TEST_PATH ?? '/usr/bin/chromium-headless-shell',
  args: CHROMIUM_ARGS,
};

// A Pixel 7's viewport, touch and user agent, drawn at one device pixel per CSS pixel: the tests read
// the page, not its sharpness, and Chromium drawing 2.6 times as many pixels in software cost about a
// tenth of the suite's time on two cores.
const phone = {
  ...devices['Pixel 7'],
  deviceScaleFactor: 1,
  browserName: 'chromium' as const,
  launchOptions: testLaunchOptions,
  // The site's service worker keeps offline copies and, online, only hands back hashed files the
  // browser already has. Registering it and copying every file in each fresh context cost about a
  // sixth of the browser's CPU time, so the tests of offline visits and of releases turn it on
  // (\`test.use(WITH_SERVICE_WORKER)\`) and the rest run without it.
  serviceWorkers: 'block' as const,
  reducedMotion: 'reduce' as const,
};

/** For the tests of what the service worker does: offline visits, repeat visits, releases. */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['./fixtures/summary-reporter.ts']],
  // A flow written for every language runs once, in its turn's language (fixtures/languages.ts).
  grepInvert: EVERY_LANGUAGE ? undefined : new RegExp(OTHER_LANGUAGE_TAG),
  use: {
    baseURL,
    // Traces are recorded when asked (`E2E_TRACE=1`): a failed test then keeps its actions, network and
    // the DOM at each step. Recording them for every test cost 13 % of the site tests' time on two cores
    // (365 s against 319 s, 179 tests); a failure without one still leaves error-context.md, the page's
    // accessibility tree at the moment it failed. No screenshots either way: the screencast they need
    // kept the browser drawing frames through every test.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  },
  projects: [
    // These change remotes.json and the release store, so they run one at a time (one worker), on a
    // site of their own (its own store, port and platform-api: fixtures/registry.ts), beside the rest.
    // The area variants they release are built by their worker as it starts. First in this list, so
    // that Playwright starts them first, on one of the two workers, while the other takes the site's
    // tests: listed after them they waited for both queues and ran alone, a core idle, at the end.
    {
      name: 'registry',
      use: { ...phone, ...WITH_SERVICE_WORKER, baseURL: registryURL },
      testMatch: /\/tests\/(.+\/)?registry\/[^/]+\.spec\.ts$/,
      fullyParallel: false,
      workers: 1,
    },
    // The patterns start at a tests/ folder, so that no folder above the suite's own can match them.
    { name: 'site', use: phone, testIgnore: /\/tests\/(.+\/)?(registry|serial|walk)\/[^/]+\.spec\.ts$/ },
    // Every route × role × language through axe and the text and fit checks, a test per route. It only
    // reads its accounts, so it runs beside the site's tests; alone: `npm test -- --walk`.
    { name: 'walk', use: phone, testMatch: /\/tests\/walk\/[^/]+\.spec\.ts$/ },
    // These switch a merchant's white-label flags on the site the other tests use, so they run alone,
    // after them.
    {
      name: 'serial',
      use: phone,
      testMatch: /\/tests\/(.+\/)?serial\/[^/]+\.spec\.ts$/,
      dependencies: ['site', 'walk'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx ../scripts/serve.ts',
      url: `${baseURL}/m/remotes.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PLATFORM_API_MODE: 'test', PORT: String(port) },
      stdout: 'pipe',
    },
    // The registry tests' site, when its store was released (`npm test` does it; see e2e/README.md).
    ...(existsSync(resolve(REGISTRY_STORE, 'remotes.json'))
      ? [
          {
            command: 'node --import tsx ../scripts/serve.ts',
            url: `${registryURL}/m/remotes.json`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PLATFORM_API_MODE: 'test',
              PORT: String(registryPort(port)),
              RELEASE_STORE: REGISTRY_STORE,
              CDN_ORIGIN: registryCdnOrigin(port),
              // Its tests release and roll back all the time; first screens are the site's to test.
              FIRST_SCREENS: 'off',
            },
          },
        ]
      : []),
  ],
});
