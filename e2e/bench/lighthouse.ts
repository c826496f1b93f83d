// Lighthouse mobile (its defaults: a mid-range phone, simulated throttling) on each page, as each
// variant (a guest or the demo member, in Tagalog or English; BENCH_VARIANTS), for the federated site
// and the single-bundle build, BENCH_RUNS times each (5), in Chromium's headless shell (BENCH_BROWSER). Both builds are served
// by one server and one platform-api: before each run the site's web root is pointed at that build's
// folder (common.ts), and the runs of the two builds alternate, so a machine that gets busier part-way
// slows both alike. Prints each run; `npm run bench` prints the medians against the goals.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse, { type Puppeteer } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { mainThreadWait, type TraceEvent } from '../../scripts/lib/main-thread-wait';
import { launchOptions, testLaunchOptions } from '../playwright.config';
import {
  benchBrowser,
  benchBuilds,
  benchPages,
  benchVariants,
  serveBuild,
  variantLabel,
  waitForFirstScreens,
  type LighthouseFigures,
  type LighthouseResult,
  type Variant,
} from './common';
import { prepareVariant } from './variant';

const measuringBrowser =
  benchBrowser() === 'shell'
    ? { executablePath: testLaunchOptions.executablePath, flags: testLaunchOptions.args }
    : { executablePath: launchOptions.executablePath, flags: ['--headless=new', ...launchOptions.args] };

const base = process.env.BASE_URL ?? 'http://localhost:8280';
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_LHR_DIR: keep each run's report there, with the diagnostics that explain the figures. */
const reportDir = process.env.BENCH_LHR_DIR;

const SCORED_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const DIAGNOSTIC_AUDITS = [
  'lcp-breakdown-insight',
  'largest-contentful-paint-element',
  'bootup-time',
  'mainthread-work-breakdown',
  'long-tasks',
  'network-requests',
  'critical-request-chains',
  // What the page showed at the end: whether the variant took (the member's header, English texts).
  'final-screenshot',
];

/**
 * Puppeteer as Lighthouse itself connects with it: the page it measures is opened here, so the variant
 * can be set up in it first (a page Lighthouse opened itself would start with no session).
 */
const puppeteer = (
  (await import(pathToFileURL(createRequire(import.meta.resolve('lighthouse')).resolve('puppeteer-core')).href)) as {
    default: { connect(options: { browserURL: string; defaultViewport: null }): Promise<Puppeteer.Browser> };
  }
).default;

async function runOnce(url: string, variant: Variant, reportName: string): Promise<LighthouseFigures> {
  // A new browser each run, with a profile of its own: no cache, cookie or storage left from before.
  const chrome = await launch({
    chromePath: measuringBrowser.executablePath,
    chromeFlags: measuringBrowser.flags,
  });
  let browser: Puppeteer.Browser | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    await prepareVariant(page, variant, new URL(url).origin);
    // The five weighted metrics give the same score as the whole category; the audits that weigh
    // nothing, and their gatherers, would only make each run slower.
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        onlyAudits: reportDir ? [...SCORED_AUDITS, ...DIAGNOSTIC_AUDITS] : SCORED_AUDITS,
        disableFullPageScreenshot: true,
        // The profile is new already; a reset would clear what the variant stored.
        disableStorageReset: true,
        // A machine busy with other work can take longer than the defaults (30 s, 45 s) to paint.
        maxWaitForFcp: 60_000,
        maxWaitForLoad: 90_000,
      },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    if (reportDir) writeFileSync(join(reportDir, `${reportName}.json`), JSON.stringify(lhr));
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${url}`);
      return value;
    };
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error(`Lighthouse gave no performance score for ${url}`);
    // The same run's trace, read for how much of its main thread's time was waiting for a core.
    const wait = mainThreadWait((result.artifacts.Trace.traceEvents ?? []) as TraceEvent[]);
    return {
      score: Math.round(score * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      blockingByWall: wait.blockingByWallMs,
      blockingByCpu: wait.blockingByCpuMs,
    };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

const pages = benchPages();
const builds = benchBuilds();
const variants = benchVariants();
const result: LighthouseResult = {};
if (reportDir) mkdirSync(reportDir, { recursive: true });
try {
  // Each build's first screens are drawn before any run, so no run shares the machine with the drawing.
  for (const [build, folder] of builds) {
    serveBuild(folder);
    const started = performance.now();
    await waitForFirstScreens(base, pages);
    console.log(`  first screens of the ${build} build ready (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  for (const path of pages) {
    for (const variant of variants) {
      for (let run = 1; run <= runs; run += 1) {
        for (const [build, folder] of builds) {
          serveBuild(folder);
          const started = performance.now();
          const what = `${path} ${variantLabel(variant)} ${build} run ${run}/${runs}`;
          // A failed run (no paint before the timeout) is tried once more, then left out of the median.
          const reportName = `${path.replace(/[^a-z0-9]+/gi, '_')}-${variant}-${build}-${run}`;
          const figures = await runOnce(`${base}${path}`, variant, reportName)
            .catch(() => runOnce(`${base}${path}`, variant, reportName))
            .catch((error: unknown) => {
              console.log(`  lighthouse ${what} failed twice, left out: ${String(error)}`);
              return null;
            });
          if (!figures) continue;
          (((result[build] ??= {})[variant] ??= {})[path] ??= []).push(figures);
          console.log(
            `  lighthouse ${what}: ${figures.score}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}; main thread blocking at 4× by the clock ${Math.round(figures.blockingByWall)} ms, by CPU time ${Math.round(figures.blockingByCpu)} ms (${((performance.now() - started) / 1000).toFixed(0)} s)`,
          );
        }
      }
    }
  }
} finally {
  serveBuild(builds.get('federated') ?? null);
}

if (process.env.BENCH_RESULT) writeFileSync(process.env.BENCH_RESULT, JSON.stringify(result, null, 2));
