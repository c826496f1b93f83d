// What the measuring scripts of `npm run bench` share: the pages they load, the builds they measure
// and how each is put on the site, the visitors they load them as (variants, set up in variant.ts),
// the goals, and the figures they hand back (BENCH_RESULT, a JSON file).
import { renameSync, symlinkSync } from 'node:fs';
import { get as httpGet } from 'node:http';

/** The pages measured: BENCH_PAGES (comma-separated paths) limits them for a quick check. */
export function benchPages(): string[] {
  return (process.env.BENCH_PAGES ?? '/m/home,/m/login,/m/gameList?gameType=RNG')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}

/**
 * Where Lighthouse runs: BENCH_BROWSER, `shell` (the default), Chromium's headless shell, the page's
 * engine without the desktop browser around it, or `full`, the whole browser in its headless mode. The
 * whole browser starts the desktop's own pages too: on two cores, the renderer of its address-bar popup
 * (a WebUI page, chrome://omnibox-popup.top-chrome) took about 1.1 s of CPU in the first 4 s of each
 * page load, as much as the page measured, and nothing of it is on a phone.
 */
export function benchBrowser(): 'shell' | 'full' {
  const named = process.env.BENCH_BROWSER ?? 'shell';
  if (named !== 'shell' && named !== 'full') throw new Error(`BENCH_BROWSER is "${named}"; it takes shell or full`);
  return named;
}

export type BuildName = 'federated' | 'single';

/** Who opens the page, in which language: a guest or the demo member, in Tagalog (the default) or English. */
export const VARIANTS = ['guest-ty', 'guest-en', 'member-ty', 'member-en'] as const;
export type Variant = (typeof VARIANTS)[number];

/** `guest TY`, as the tables name a variant. */
export function variantLabel(variant: Variant): string {
  const [who = '', language = ''] = variant.split('-');
  return `${who} ${language.toUpperCase()}`;
}

/** The variants Lighthouse measures: BENCH_VARIANTS (comma-separated) limits them; all four unless set. */
export function benchVariants(): Variant[] {
  const named = (process.env.BENCH_VARIANTS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of named) {
    if (!(VARIANTS as readonly string[]).includes(name))
      throw new Error(`BENCH_VARIANTS names "${name}"; it takes ${VARIANTS.join(', ')}`);
  }
  return named.length ? VARIANTS.filter((variant) => named.includes(variant)) : [...VARIANTS];
}

/**
 * The builds to measure, each with the folder to serve as the site's web root. `npm run bench` sets
 * BENCH_BUILDS (`federated=<folder>,single=<folder>`) and BENCH_SITE_LINK, the symbolic link the
 * server reads the web root through; without them the site is measured as it is served, as federated.
 */
export function benchBuilds(): Map<BuildName, string | null> {
  const builds = new Map<BuildName, string | null>();
  for (const pair of (process.env.BENCH_BUILDS ?? '').split(',')) {
    const [name, folder] = pair.split('=');
    if ((name === 'federated' || name === 'single') && folder) builds.set(name, folder);
  }
  return builds.size ? builds : new Map([['federated', null]]);
}

/** Serves a build: points the web root's link at its folder (the rename swaps it in one step). */
export function serveBuild(folder: string | null): void {
  const link = process.env.BENCH_SITE_LINK;
  if (!folder) return;
  if (!link) throw new Error('BENCH_SITE_LINK must name the link to the web root when BENCH_BUILDS is set');
  symlinkSync(folder, `${link}.next`);
  renameSync(`${link}.next`, link);
}

export interface Tally {
  files: number;
  gzip: number;
  raw: number;
}

/** The JavaScript one page downloads as a guest, by app (host, an area, a shared vendor). */
export interface PageBytes {
  byApp: Record<string, Tally>;
  files: number;
  gzip: number;
  raw: number;
  reactDom: number;
  mfRuntime: number;
}

/** By build, then by page. */
export type BytesResult = Partial<Record<BuildName, Record<string, PageBytes>>>;

/** One Lighthouse run's figures: score 0-100, times in ms, CLS unitless. */
export interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * The run's main thread from its first contentful paint to the end of the trace, by Lighthouse's
   * blocking rule at 4×: with each task's length by the clock (what the simulated TBT starts from)
   * and by the thread's CPU time (scripts/lib/main-thread-wait.ts). Not a goal: the gap between
   * them is the time the page waited for a core.
   */
  blockingByWall: number;
  blockingByCpu: number;
}

/** Every run, by build, variant and page. */
export type LighthouseResult = Partial<
  Record<BuildName, Partial<Record<Variant, Record<string, LighthouseFigures[]>>>>
>;

/**
 * What every page must reach, for guests and members, in Tagalog and in English: the Lighthouse
 * median of each figure. A figure is judged as the tables show it (LCP to the hundredth of a second,
 * TBT to the millisecond, CLS to the thousandth), so a figure shown at its goal meets it.
 */
export const GOALS = { score: 90, lcp: 2500, tbt: 200, cls: 0.02 } as const;

/** The figures of a median that miss their goal. */
export function missedGoals(figures: LighthouseFigures): Record<keyof typeof GOALS, boolean> {
  return {
    score: figures.score < GOALS.score,
    lcp: Math.round(figures.lcp / 10) > GOALS.lcp / 10,
    tbt: Math.round(figures.tbt) > GOALS.tbt,
    cls: Math.round(figures.cls * 1000) > GOALS.cls * 1000,
  };
}

/** The median of each figure on its own. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
  };
  return {
    score: median(runs.map((run) => run.score)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    blockingByWall: median(runs.map((run) => run.blockingByWall)),
    blockingByCpu: median(runs.map((run) => run.blockingByCpu)),
  };
}

/** How long the site may take to draw a build's first screens (about 25 s for the twelve on two cores). */
const FIRST_SCREENS_MS = 180_000;

/** A page's HTML as the server sends it for a host name (which this machine may not resolve). */
function pageHtml(base: string, path: string, hostname: string, language: string): Promise<string> {
  const url = new URL(path, base);
  return new Promise((done, fail) => {
    const asked = httpGet(
      url,
      { headers: { Host: `${hostname}:${url.port}`, Cookie: `m_lang=${language}` } },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => done(body));
      },
    );
    asked.on('error', fail);
  });
}

/**
 * Waits until the build the site serves now sends each page with its first screen in the HTML, for
 * every merchant and language: the server draws them in a browser of its own, and a run before that
 * would measure a page without one, beside a browser drawing copies.
 */
export async function waitForFirstScreens(base: string, pages: readonly string[]): Promise<void> {
  const started = performance.now();
  const registry = (await (await fetch(`${base}/m/remotes.json`)).json()) as {
    merchants?: Record<string, { hostnames?: string[] }>;
  };
  const hostnames = [
    'localhost',
    ...Object.values(registry.merchants ?? {}).flatMap((entry) => entry.hostnames?.slice(0, 1) ?? []),
  ];
  for (const hostname of hostnames) {
    for (const path of pages) {
      for (const language of ['ty', 'en']) {
        while (!(await pageHtml(base, path, hostname, language)).includes('<div id="first-screen"')) {
          if (performance.now() - started > FIRST_SCREENS_MS) {
            throw new Error(`${hostname}${path} (${language}) has no first screen after ${FIRST_SCREENS_MS / 1000} s`);
          }
          await new Promise((done) => setTimeout(done, 1000));
        }
      }
    }
  }
}
