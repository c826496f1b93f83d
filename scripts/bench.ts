// `npm run bench`: builds the site and a single-bundle build of the same host and areas, serves both
// from one server and one platform-api, and prints, for /m/home, /m/login and the slots list:
// - the JavaScript each page downloads as a guest in Tagalog, by app, for both builds;
// - Lighthouse mobile medians (score, LCP, TBT, CLS) against their goals, for both builds and for
//   each variant: guest and member, in Tagalog and in English;
// - federated − single for the bytes and federated ÷ single for LCP, as a guest in Tagalog;
// and the slots list's scroll figures and how long `npm run areas -- release lobby` takes.
// Quick checks: BENCH_PAGES (paths, comma-separated), BENCH_RUNS (Lighthouse runs, 5; 0 skips it),
// BENCH_VARIANTS (any of guest-ty, guest-en, member-ty, member-en), BENCH_SKIP (any of single,
// lighthouse, scroll, release), BENCH_BROWSER (shell or full), --no-build.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import {
  GOALS,
  benchBrowser,
  benchPages,
  benchVariants,
  medianFigures,
  missedGoals,
  variantLabel,
  type BuildName,
  type BytesResult,
  type LighthouseFigures,
  type LighthouseResult,
} from '../e2e/bench/common';
import { SINGLE_DIST, benchArgs, buildSite, startBenchSite } from './bench-site';
import { ROOT } from './lib/paths';
import { log } from './lib/run';

const PARTS = ['single', 'lighthouse', 'scroll', 'release'] as const;
type Part = (typeof PARTS)[number];
/** The JavaScript a guest in Tagalog downloads: federated − single must stay at or under this (kB, gzip). */
const EXTRA_JS_GOAL_KB = 38;
/** The same guest's LCP: federated ÷ single must stay at or under this. */
const LCP_RATIO_GOAL = 1.1;
const RELEASE_BUDGET_S = 20;

const skipped = new Set(
  (process.env.BENCH_SKIP ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);
for (const part of skipped) {
  if (!PARTS.includes(part as Part)) throw new Error(`BENCH_SKIP names "${part}"; it takes ${PARTS.join(', ')}`);
}
const runs = Number(process.env.BENCH_RUNS ?? 5);
// Read now, so a wrong BENCH_BROWSER is said before anything is built.
const browser = benchBrowser();
const wants = (part: Part) => !skipped.has(part) && (part !== 'lighthouse' || runs > 0);
const pages = process.env.BENCH_PAGES ?? '/m/home,/m/login,/m/gameList?gameType=RNG';
// Read here too, so a misspelt variant stops the bench before it builds anything.
const variants = benchVariants();

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ratio = (federated: number, single: number) => (single > 0 ? federated / single : NaN);
const showRatio = (value: number) =>
  Number.isNaN(value) ? '–' : `${value.toFixed(2)}${Number(value.toFixed(2)) > LCP_RATIO_GOAL ? ' !' : ''}`;
const showExtra = (bytes: number) => {
  const shown = (bytes / 1024).toFixed(1);
  return `${bytes >= 0 ? '+' : ''}${shown} kB${Number(shown) > EXTRA_JS_GOAL_KB ? ' !' : ''}`;
};

/** `npm run areas -- release lobby` against the bench's store, timed; returns the time and its last line. */
async function releaseTime(env: NodeJS.ProcessEnv): Promise<{ ms: number; said: string }> {
  const started = performance.now();
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'areas', '--', 'release', 'lobby'], {
    cwd: ROOT,
    env,
  });
  const said = stripVTControlCharacters(stdout).trim().split('\n').at(-1) ?? '';
  return { ms: performance.now() - started, said };
}

/** One table of goals for each variant and build, a row for each page; `!` after a figure that misses. */
function printGoals(lighthouse: LighthouseResult, builds: readonly BuildName[]): void {
  console.log(
    `\nGoals: Lighthouse mobile, simulated throttling, in Chromium's ${browser === 'full' ? 'whole browser' : 'headless shell'}, median of ${runs} runs; ! after a figure that misses its goal`,
  );
  for (const variant of variants) {
    for (const build of builds) {
      console.log(`\n${variantLabel(variant)}, ${build === 'single' ? 'single bundle' : 'federated'}`);
      console.log(
        `| page | score ≥ ${GOALS.score} | LCP ≤ ${GOALS.lcp / 1000} s | TBT ≤ ${GOALS.tbt} ms | CLS ≤ ${GOALS.cls} |`,
      );
      console.log('| --- | ---: | ---: | ---: | ---: |');
      for (const path of benchPages()) {
        const done = lighthouse[build]?.[variant]?.[path] ?? [];
        if (!done.length) {
          console.log(`| ${path} (no run finished) | – | – | – | – |`);
          continue;
        }
        const median = medianFigures(done);
        const missed = missedGoals(median);
        const mark = (shown: string, miss: boolean) => `${shown}${miss ? ' !' : ''}`;
        const cells = [
          mark(Number.isInteger(median.score) ? String(median.score) : median.score.toFixed(1), missed.score),
          mark(`${(median.lcp / 1000).toFixed(2)} s`, missed.lcp),
          mark(`${Math.round(median.tbt)} ms`, missed.tbt),
          mark(median.cls.toFixed(3), missed.cls),
        ];
        const partial = done.length < runs ? ` (${done.length} of ${runs} runs)` : '';
        console.log(`| ${path}${partial} | ${cells.join(' | ')} |`);
      }
    }
  }
  printWaiting(lighthouse, builds);
}

/**
 * What the simulated TBT starts from, read from the same runs: the main thread's tasks after the first
 * paint, at 4×, by the clock and by the thread's CPU time. Where the first is far above the second,
 * the page mostly waited for a core (scripts/lib/main-thread-wait.ts).
 */
function printWaiting(lighthouse: LighthouseResult, builds: readonly BuildName[]): void {
  console.log(
    `\nMain thread from the first paint to the end of each run, blocking at 4× (median): by the clock ÷ by its CPU time`,
  );
  console.log(`| variant, build | ${benchPages().join(' | ')} |`);
  console.log(
    `| --- |${benchPages()
      .map(() => ' ---: |')
      .join('')}`,
  );
  for (const variant of variants) {
    for (const build of builds) {
      const cells = benchPages().map((path) => {
        const done = lighthouse[build]?.[variant]?.[path] ?? [];
        if (!done.length) return '–';
        const median = medianFigures(done);
        return `${Math.round(median.blockingByWall)} ÷ ${Math.round(median.blockingByCpu)} ms`;
      });
      console.log(`| ${variantLabel(variant)}, ${build} | ${cells.join(' | ')} |`);
    }
  }
}

/** Federated against single bundle, per page, as a guest in Tagalog: extra JavaScript and LCP ratio. */
function printComparison(bytes: BytesResult, lighthouse: LighthouseResult | null): void {
  const federated = bytes.federated ?? {};
  const single = bytes.single ?? {};
  console.log(
    `\nFederated against the single bundle, guest TY (JavaScript downloaded, gzip; LCP the Lighthouse median)`,
  );
  console.log(
    `  ${'page'.padEnd(28)} ${'federated'.padStart(10)} ${'single'.padStart(10)} ${'fed. − single'.padStart(13)}` +
      (lighthouse ? ` ${'LCP fed.'.padStart(9)} ${'single'.padStart(8)} ${'LCP ÷'.padStart(7)}` : ''),
  );
  for (const [path, page] of Object.entries(federated)) {
    const other = single[path];
    let line = `  ${path.padEnd(28)} ${kb(page.gzip).padStart(10)} ${(other ? kb(other.gzip) : '–').padStart(10)} ${(other ? showExtra(page.gzip - other.gzip) : '–').padStart(13)}`;
    if (lighthouse) {
      const lcp = (runsOf: LighthouseFigures[] | undefined) => (runsOf?.length ? medianFigures(runsOf).lcp : NaN);
      const [fed, one] = [
        lcp(lighthouse.federated?.['guest-ty']?.[path]),
        lcp(lighthouse.single?.['guest-ty']?.[path]),
      ];
      const show = (ms: number) => (Number.isNaN(ms) ? '–' : seconds(ms));
      line += ` ${show(fed).padStart(9)} ${show(one).padStart(8)} ${showRatio(ratio(fed, one)).padStart(7)}`;
    }
    console.log(line);
  }
  console.log(
    `  (! marks over ${EXTRA_JS_GOAL_KB} kB more JavaScript, or an LCP ratio over ${LCP_RATIO_GOAL.toFixed(2)}` +
      `${lighthouse && !variants.includes('guest-ty') ? '; guest-ty was not among BENCH_VARIANTS, so no LCP' : ''})`,
  );
}

const started = performance.now();
const withSingle = wants('single');
if (benchArgs().build) {
  const building = performance.now();
  await buildSite({ single: withSingle });
  log(`built in ${seconds(performance.now() - building)}`);
} else if (withSingle && !existsSync(join(SINGLE_DIST, 'index.html'))) {
  throw new Error('The single bundle is not built: run `npm run bench` without --no-build once.');
}

const results = mkdtempSync(join(tmpdir(), 'site-bench-results-'));
const site = await startBenchSite();
try {
  const builds = `federated=${site.federatedRoot}${withSingle ? `,single=${SINGLE_DIST}` : ''}`;
  const common = { BENCH_PAGES: pages, BENCH_BUILDS: builds, BENCH_RUNS: String(runs) };
  try {
    log('JavaScript each page downloads as a guest in Tagalog');
    await site.measure('bench/measure.ts', { ...common, BENCH_RESULT: join(results, 'bytes.json') });
    // Scrolling and the release time come before Lighthouse, the longest part, so a bench stopped
    // part-way has shown them.
    if (wants('scroll')) {
      log('scrolling the slots list');
      await site.measure('bench/scroll.ts');
    }
    if (wants('release')) {
      log('timing `npm run areas -- release lobby`');
      const { ms, said } = await releaseTime(site.env);
      const verdict = ms <= RELEASE_BUDGET_S * 1000 ? 'within' : 'OVER';
      console.log(`\nrelease lobby: ${seconds(ms)} (${verdict} the ${RELEASE_BUDGET_S} s budget) — ${said}`);
    }
    let lighthouse: LighthouseResult | null = null;
    if (wants('lighthouse')) {
      log(`Lighthouse, ${runs} runs of each page, variant (${variants.join(', ')}) and build`);
      await site.measure('bench/lighthouse.ts', { ...common, BENCH_RESULT: join(results, 'lighthouse.json') });
      lighthouse = JSON.parse(readFileSync(join(results, 'lighthouse.json'), 'utf8')) as LighthouseResult;
    }
    if (lighthouse) printGoals(lighthouse, withSingle ? ['federated', 'single'] : ['federated']);
    if (withSingle)
      printComparison(JSON.parse(readFileSync(join(results, 'bytes.json'), 'utf8')) as BytesResult, lighthouse);
  } finally {
    await site.stop();
  }
} finally {
  site.remove();
  rmSync(results, { recursive: true, force: true });
}
log(`bench done in ${seconds(performance.now() - started)}`);
