// Lighthouse mobile (its defaults: a mid-range phone, simulated throttling) on each page, for the
// federated site and the single-bundle build, BENCH_RUNS times each (5), in headless Chromium; prints
// the medians. Both builds are served by one server and one platform-api: before each run the site's
// web root is pointed at that build's folder (common.ts), and the runs of the two builds alternate, so
// a machine that gets busier part-way slows both alike.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { launchOptions } from '../playwright.config';
import {
  benchBuilds,
  benchPages,
  medianFigures,
  serveBuild,
  type LighthouseFigures,
  type LighthouseResult,
} from './common';

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
];

async function runOnce(url: string, reportName: string): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: launchOptions.executablePath,
    chromeFlags: ['--headless=new', ...launchOptions.args],
  });
  try {
    // The five weighted metrics give the same score as the whole category; the audits that weigh
    // nothing, and their gatherers, would only make each run slower.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      onlyAudits: reportDir ? [...SCORED_AUDITS, ...DIAGNOSTIC_AUDITS] : SCORED_AUDITS,
      disableFullPageScreenshot: true,
      // A machine busy with other work can take longer than the defaults (30 s, 45 s) to paint.
      maxWaitForFcp: 60_000,
      maxWaitForLoad: 90_000,
    });
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
    return {
      score: Math.round(score * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const pages = benchPages();
const builds = benchBuilds();
const result: LighthouseResult = {};
if (reportDir) mkdirSync(reportDir, { recursive: true });
try {
  for (const path of pages) {
    for (let run = 1; run <= runs; run += 1) {
      for (const [build, folder] of builds) {
        serveBuild(folder);
        const started = performance.now();
        // A failed run (no paint before the timeout) is tried once more, then left out of the median.
        const reportName = `${path.replace(/[^a-z0-9]+/gi, '_')}-${build}-${run}`;
        const figures = await runOnce(`${base}${path}`, reportName)
          .catch(() => runOnce(`${base}${path}`, reportName))
          .catch((error: unknown) => {
            console.log(`  lighthouse ${path} ${build} run ${run}/${runs} failed twice, left out: ${String(error)}`);
            return null;
          });
        if (!figures) continue;
        ((result[build] ??= {})[path] ??= []).push(figures);
        console.log(
          `  lighthouse ${path} ${build} run ${run}/${runs}: ${figures.score}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
  }
} finally {
  serveBuild(builds.get('federated') ?? null);
}

console.log(`\nLighthouse mobile, simulated throttling, median of ${runs} runs`);
console.log(
  `  ${'page'.padEnd(28)} ${'build'.padEnd(10)} ${'score'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}`,
);
for (const path of pages) {
  for (const build of builds.keys()) {
    const done = result[build]?.[path] ?? [];
    const median = medianFigures(done);
    console.log(
      `  ${path.padEnd(28)} ${build.padEnd(10)} ${String(median.score).padStart(5)} ${`${(median.lcp / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(median.tbt)} ms`.padStart(8)} ${median.cls.toFixed(3).padStart(6)}${done.length < runs ? `  (${done.length} of ${runs} runs)` : ''}`,
    );
  }
}
if (process.env.BENCH_RESULT) writeFileSync(process.env.BENCH_RESULT, JSON.stringify(result, null, 2));
