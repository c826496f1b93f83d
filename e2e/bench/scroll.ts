// Opens the slots list as a guest in Chromium with the CPU slowed 4×, scrolls until all its games are
// loaded and the last one is on screen, and prints the most elements the page held, the long tasks
// while scrolling (count, total, longest) and the time it took to reach the last game. Long tasks are
// counted apart for the first load and for the scrolling. Each step asks the page as little as it can,
// so that the measuring is not what makes the page slow.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { API_BASE, GAME_CALL_MODULE, MODULE_HEADER, PATHS, type GameListValue } from '@platform/shared/contract';
import { launchOptions } from '../playwright.config';
import { largest, readTrace } from './scroll-trace';
import { LUCKY_BAY } from '../fixtures/merchants';

const base = process.env.BASE_URL ?? 'http://localhost:8280';
const path = process.env.BENCH_SCROLL_PAGE ?? '/m/gameList?gameType=RNG';
const throttle = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
/**
 * BENCH_SCROLL_PROFILE=<file>: records the JS profiler and the rendering steps too, saves the trace
 * there (it opens in the browser's Performance panel) and prints what the long tasks are made of.
 */
const profile = process.env.BENCH_SCROLL_PROFILE;
/**
 * BENCH_SCROLL_TRACE=<file>: saves the trace with the rendering steps and collections but without the
 * profiler (which makes garbage and tasks of its own), and prints what the long tasks are made of.
 */
const traceFile = profile ?? process.env.BENCH_SCROLL_TRACE;
/** BENCH_SCROLL_TRACE_FROM=<n>: traces from step n on (the end of a long list, in a trace small enough to read). */
const traceFrom = Number(process.env.BENCH_SCROLL_TRACE_FROM ?? 0);
/** BENCH_SCROLL_STEPS=<n>: stops after n steps (a shorter trace to read). */
const stepLimit = Number(process.env.BENCH_SCROLL_STEPS ?? Number.POSITIVE_INFINITY);
const LONG_MS = 50;
const TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];
/** The page's performance mark where the figures of the trace start. */
const SCROLL_MARK = 'bench-scroll';
const PROFILE_CATEGORIES = [
  ...TRACE_CATEGORIES,
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];
/** The grid's accessible name in English (lobby:games.title). */
const LIST = '[role="list"][aria-label="Games"]';

interface LongTasks {
  count: number;
  totalMs: number;
  longestMs: number;
}

declare global {
  interface Window {
    __longTasks?: LongTasks;
  }
}

/** How many games the list holds, as the server says. */
async function expectedTotal(): Promise<number> {
  const gameType = new URL(path, base).searchParams.get('gameType') ?? 'RNG';
  const url = `${base}${API_BASE}${PATHS.games.list}?gameType=${gameType}&pageNo=1&pageSize=1`;
  const response = await fetch(url, { headers: { [MODULE_HEADER]: GAME_CALL_MODULE.list, Merchant: LUCKY_BAY.code } });
  const body = (await response.json()) as { value: GameListValue };
  return body.value.total;
}

/** What the tasks long by CPU time are made of, in all and by JS function. */
function printParts(tasks: ReturnType<typeof readTrace>['tasks'], functions: Map<string, number>) {
  const long = tasks.filter((task) => task.cpuMs > LONG_MS);
  const parts = new Map<string, number>();
  for (const task of long) {
    for (const [kind, value] of task.parts) parts.set(kind, (parts.get(kind) ?? 0) + value);
  }
  const all = [...parts.values()].reduce((sum, value) => sum + value, 0) || 1;
  console.log(`\n  the ${long.length} tasks long by CPU time are made of (self time, wall):`);
  for (const [kind, value] of largest(parts, 14)) {
    console.log(
      `    ${kind.padEnd(44)} ${Math.round(value).toString().padStart(7)} ms  ${Math.round((100 * value) / all)}%`,
    );
  }
  if (functions.size === 0) return;
  console.log('  the JS functions that take the most of them (sampled self time):');
  for (const [name, value] of largest(functions, 25)) {
    console.log(`    ${name.slice(0, 60).padEnd(60)} ${Math.round(value).toString().padStart(6)} ms`);
  }
}

const expected = await expectedTotal();
const browser = await chromium.launch(launchOptions);
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = { count: 0, totalMs: 0, longestMs: 0 };
    new PerformanceObserver((entries) => {
      // Read afresh each time: the counts start again when the scrolling starts.
      const tasks = window.__longTasks;
      if (!tasks) return;
      for (const entry of entries.getEntries()) {
        tasks.count += 1;
        tasks.totalMs += entry.duration;
        tasks.longestMs = Math.max(tasks.longestMs, entry.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  /** The long tasks so far, and a fresh count from now on. */
  const takeLongTasks = () =>
    page.evaluate(() => {
      const tasks = window.__longTasks ?? { count: 0, totalMs: 0, longestMs: 0 };
      window.__longTasks = { count: 0, totalMs: 0, longestMs: 0 };
      return tasks;
    });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });

  const started = Date.now();
  await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}lang=en`);
  const first = page.locator(`${LIST} [role="listitem"]`).first();
  await first.waitFor({ timeout: 60_000 });
  const loadedAfter = Date.now() - started;

  /** Where the page stood when the trace started. */
  let tracedFrom = 0;
  const startTrace = async () => {
    const categories = profile
      ? PROFILE_CATEGORIES
      : traceFile
        ? [...TRACE_CATEGORIES, 'devtools.timeline']
        : TRACE_CATEGORIES;
    await browser.startTracing(page, { categories });
    // The profiler's start is a long task of its own: the figures start a moment later.
    await page.waitForTimeout(1000);
    tracedFrom = await page.evaluate((mark) => {
      performance.mark(mark);
      return window.scrollY;
    }, SCROLL_MARK);
  };
  if (traceFrom === 0) await startTrace();
  // The loading's count ends here: it holds the tracing's start too.
  const loadTasks = await takeLongTasks();
  const scrollStarted = Date.now();
  let maxElements = 0;
  let total = 0;
  let steps = 0;
  let scrolled = 0;
  for (;;) {
    if (steps === traceFrom && traceFrom > 0) await startTrace();
    const state = await page.evaluate((list) => {
      window.scrollBy(0, window.innerHeight * 1.5);
      // The rows are in the document in list order: the last item drawn is the furthest one.
      const items = document.querySelectorAll(`${list} [role="listitem"]`);
      const last = items[items.length - 1];
      return {
        elements: document.getElementsByTagName('*').length,
        scrolled: window.scrollY,
        total: Number(last?.getAttribute('aria-setsize') ?? 0),
        lastSeen: Number(last?.getAttribute('aria-posinset') ?? 0),
      };
    }, LIST);
    maxElements = Math.max(maxElements, state.elements);
    total = state.total;
    scrolled = state.scrolled;
    steps += 1;
    if (state.lastSeen === expected || steps >= stepLimit) break;
    if (Date.now() - scrollStarted > 600_000)
      throw new Error(`scrolling stopped at ${state.lastSeen} of ${state.total}`);
    await page.waitForTimeout(100);
  }
  const scrollMs = Date.now() - scrollStarted;
  const scrollTasks = await takeLongTasks();
  const trace = await browser.stopTracing();
  if (traceFile) writeFileSync(traceFile, trace);
  const { tasks, functions } = readTrace(JSON.parse(trace.toString('utf8')), SCROLL_MARK, LONG_MS);
  const ms = (value: number) => `${Math.round(value)} ms`;
  const tasksLine = ({ count, totalMs, longestMs }: LongTasks) =>
    `${count}, ${ms(totalMs)} in all, longest ${ms(longestMs)}`;
  console.log(
    `\n${path} (guest), CPU ${throttle}× slower — scrolled through ${total} of ${expected} games in ${steps} steps`,
  );
  console.log(`  first tiles on screen after          ${ms(loadedAfter)}`);
  console.log(`  long tasks while loading             ${tasksLine(loadTasks)}`);
  console.log(`  long tasks while scrolling           ${tasksLine(scrollTasks)}`);
  console.log(`  time to reach the last game          ${ms(scrollMs)}`);
  console.log(`  most elements in the page            ${maxElements}`);
  // The throttled thread is held busy, not paused: its CPU time holds the throttling but not the time
  // it waited for a core. That is what the tasks would take on an idle machine at this throttle.
  const idleLong = tasks.filter((task) => task.cpuMs > LONG_MS);
  const cpuMs = tasks.reduce((sum, task) => sum + task.cpuMs, 0);
  console.log(
    `  main-thread tasks (trace)            ${tasks.length}, ${tasks.filter((task) => task.wallMs > LONG_MS).length} over ${LONG_MS} ms of wall time`,
  );
  console.log(
    `  long tasks by CPU time               ${idleLong.length}, longest ${ms(Math.max(0, ...tasks.map((task) => task.cpuMs)))}` +
      ` (what an idle machine would see)`,
  );
  console.log(
    `  main-thread CPU per 1000 px          ${(cpuMs / Math.max(1, (scrolled - tracedFrom) / 1000)).toFixed(1)} ms` +
      ` (throttled; ${Math.round(scrolled - tracedFrom)} px traced)`,
  );
  if (traceFile) printParts(tasks, functions);
  await context.close();
} finally {
  await browser.close();
}
