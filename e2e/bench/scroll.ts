// Opens the slots list as a guest in Chromium with the CPU slowed 4×, scrolls until all its games are
// loaded and the last one is on screen, and prints the most elements the page held, the long tasks
// while scrolling (count, total, longest) and the time it took to reach the last game. Long tasks are
// counted apart for the first load and for the scrolling. Each step asks the page as little as it can,
// so that the measuring is not what makes the page slow.
import { chromium } from '@playwright/test';
import { API_BASE, GAME_CALL_MODULE, MODULE_HEADER, PATHS, type GameListValue } from '@platform/shared/contract';
import { launchOptions } from '../playwright.config';

const base = process.env.BASE_URL ?? 'http://localhost:8280';
const path = process.env.BENCH_SCROLL_PAGE ?? '/m/gameList?gameType=RNG';
const throttle = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
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
  const response = await fetch(url, { headers: { [MODULE_HEADER]: GAME_CALL_MODULE.list, Merchant: 'M001' } });
  const body = (await response.json()) as { value: GameListValue };
  return body.value.total;
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
  const loadTasks = await takeLongTasks();

  let maxElements = 0;
  let total = 0;
  let steps = 0;
  for (;;) {
    const state = await page.evaluate((list) => {
      window.scrollBy(0, window.innerHeight * 1.5);
      // The rows are in the document in list order: the last item drawn is the furthest one.
      const items = document.querySelectorAll(`${list} [role="listitem"]`);
      const last = items[items.length - 1];
      return {
        elements: document.getElementsByTagName('*').length,
        total: Number(last?.getAttribute('aria-setsize') ?? 0),
        lastSeen: Number(last?.getAttribute('aria-posinset') ?? 0),
      };
    }, LIST);
    maxElements = Math.max(maxElements, state.elements);
    total = state.total;
    steps += 1;
    if (state.lastSeen === expected) break;
    if (Date.now() - started > 600_000) throw new Error(`scrolling stopped at ${state.lastSeen} of ${state.total}`);
    await page.waitForTimeout(100);
  }
  const scrollMs = Date.now() - started - loadedAfter;
  const scrollTasks = await takeLongTasks();
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
  await context.close();
} finally {
  await browser.close();
}
