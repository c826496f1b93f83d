// Takes the first screens (first-screens.ts) from the running site, in a headless browser: each
// merchant × language × first-visit page is opened as a new guest on a phone, and once the page says
// it is drawn (#root[data-first-screen=ready], not cut short), #root's content and the style rules it
// uses are kept.
// It runs beside the server: again whenever the registry or the host page changes (a release, a
// rollback, a canary), and every FIRST_SCREEN_REFRESH_S seconds (600) for the data the first screens
// show (the banners).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from '@platform/shared/config/constants';
import { LANGUAGES, type Language } from '@platform/shared/config/languages';
import { AREA_NAMES, SESSION_COOKIE, sessionBucket } from '@platform/shared/registry';
import { copyPage } from './first-screen-copy';
import type { StorePaths } from './paths';
import {
  FIRST_SCREEN_PAGES,
  merchantHosts,
  NO_FIRST_SCREEN_COOKIE,
  readFirstScreen,
  releasesKey,
  saveFirstScreen,
  type FirstScreen,
  type FirstScreenPageId,
} from './first-screens';

/**
 * The browser session the copies are taken in: one that falls on the stable side of every area's
 * canary below a 90 % share, so the copies are of the releases most visitors get. Visitors on a
 * canary's side get their pages without a copy until it is promoted.
 */
const CAPTURE_SESSION = (() => {
  for (let attempt = 0; ; attempt += 1) {
    const id = `first-screen-copies-${attempt}`;
    if (AREA_NAMES.every((area) => sessionBucket(id, area) >= 90)) return id;
  }
})();
/** A mid-range phone, as the visitors of the site have: the copy is drawn at this width. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
const READY_TIMEOUT_MS = 30_000;
/** How soon a round cut short is taken again. */
const RETRY_MS = 3000;

/** The browser to take copies with: FIRST_SCREEN_BROWSER, else Debian's headless shell or Chromium. */
export function captureBrowserPath(): string | null {
  const candidates = [process.env.FIRST_SCREEN_BROWSER, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

interface CaptureTarget {
  origin: string;
  merchant: string;
  hostname: string;
  language: Language;
  page: FirstScreenPageId;
  path: string;
}

async function captureOne(browser: Browser, target: CaptureTarget, releases: string): Promise<FirstScreen> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const url = new URL(target.origin);
    const [noCopy = '', off = ''] = NO_FIRST_SCREEN_COOKIE.split('=');
    const cookies: Record<string, string> = {
      [LANGUAGE_COOKIE]: target.language,
      [noCopy]: off,
      [SESSION_COOKIE]: CAPTURE_SESSION,
    };
    await context.addCookies(
      Object.entries(cookies).map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' })),
    );
    // The code handed to the page is compiled as this file is, with a helper that names functions.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await context.addInitScript(
      ({ key, language }) => {
        localStorage.setItem(key, language);
        // The copy is the screen before the browser's first idle moment: what waits for one
        // (the banner's carousel) is not part of it.
        window.requestIdleCallback = () => 0;
      },
      { key: STORAGE_KEYS.language, language: target.language },
    );
    const page = await context.newPage();
    await page.goto(`${target.origin}${target.path}`);
    await page.locator('#root[data-first-screen="ready"]').waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });
    // Shown at the page's longest wait, still incomplete (a part that had not arrived): not a copy
    // to send anyone. The round is taken again shortly.
    if (await page.locator('#root[data-first-screen-cut-short]').count()) {
      throw new Error('the page was shown before it was complete');
    }
    const drawn = await page.evaluate(copyPage);
    return {
      page: target.page,
      merchant: target.merchant,
      language: target.language,
      releases,
      capturedAt: new Date().toISOString(),
      ...drawn,
    };
  } finally {
    await context.close();
  }
}

export interface CaptureSite {
  /** The site's port on this machine; every merchant's host name is sent to it. */
  port: number;
  paths: StorePaths;
  log?: (line: string) => void;
  /** Runs after each round that took copies (nginx's pages are written from them). */
  afterTaking?: () => void;
}

function readSite(paths: StorePaths): { registry: unknown; hostPage: string } | null {
  try {
    return {
      registry: JSON.parse(readFileSync(paths.registry, 'utf8')),
      hostPage: readFileSync(resolve(paths.host, 'index.html'), 'utf8'),
    };
  } catch {
    return null;
  }
}

/**
 * Takes the first screens of the site as it is now that have no copy of these releases younger than
 * `maxAgeS` seconds; returns how many were taken, and whether every one is there (none failed, and
 * the site did not change on the way).
 */
export async function captureFirstScreens(
  browser: Browser,
  { port, paths, log = console.log }: CaptureSite,
  maxAgeS = 0,
) {
  const site = readSite(paths);
  if (!site) return { taken: 0, complete: false };
  let count = 0;
  let complete = true;
  for (const { merchant, hostname } of merchantHosts(site.registry)) {
    const releases = releasesKey(site.registry, hostname, CAPTURE_SESSION, site.hostPage);
    if (!releases) continue;
    for (const language of LANGUAGES) {
      for (const { id, path } of FIRST_SCREEN_PAGES) {
        const kept = readFirstScreen(paths.store, releases, language, id);
        if (kept?.releases === releases && Date.now() - Date.parse(kept.capturedAt) < maxAgeS * 1000) continue;
        const target = { origin: `http://${hostname}:${port}`, merchant, hostname, language, page: id, path };
        try {
          const screen = await captureOne(browser, target, releases);
          // A release made while it was drawn would leave it describing neither.
          const now = readSite(paths);
          if (!now || releasesKey(now.registry, hostname, CAPTURE_SESSION, now.hostPage) !== releases) {
            return { taken: count, complete: false };
          }
          saveFirstScreen(paths.store, screen);
          count += 1;
        } catch (error) {
          complete = false;
          log(`first screen of ${merchant} ${language} ${path} not taken: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
  }
  return { taken: count, complete };
}

/**
 * Keeps the first screens current while the site runs: taken at once, again after every change of
 * the registry or the host page, and every `refreshS` seconds. Returns a stop function, or null
 * when there is no browser to take them with (the site then starts as it always has).
 */
export async function keepFirstScreens(
  site: CaptureSite,
  refreshS = Number(process.env.FIRST_SCREEN_REFRESH_S ?? 600),
) {
  const log = site.log ?? console.log;
  const executablePath = captureBrowserPath();
  if (!executablePath) {
    log('No Chromium to take the first screens with: pages start without them (see README, First screen).');
    return null;
  }
  const hostnames = merchantHosts(readSite(site.paths)?.registry ?? null).map(({ hostname }) => hostname);
  const browser = await chromium.launch({
    executablePath,
    // Each merchant's host name is this machine, whatever it is called outside.
    args: [`--host-resolver-rules=${hostnames.map((name) => `MAP ${name} 127.0.0.1`).join(', ')}`],
  });
  let stopped = false;
  let seen = '';
  let lastTaken = 0;
  // A round cut short (a copy that failed, or the site changed while it was drawn) is taken again
  // soon, whether or not the site changes again: the copies it missed are still missing.
  let retryAt = 0;
  const state = () => {
    const now = readSite(site.paths);
    return now ? JSON.stringify(now.registry) + now.hostPage : '';
  };
  const loop = async () => {
    while (!stopped) {
      const current = state();
      const due = Date.now() - lastTaken > refreshS * 1000 || (retryAt > 0 && Date.now() >= retryAt);
      if (current && (current !== seen || due)) {
        seen = current;
        lastTaken = Date.now();
        const started = performance.now();
        // Copies of these releases younger than the refresh are kept: a web root switched back and
        // forth (the benchmark's two builds) is not taken again each time.
        const { taken, complete } = await captureFirstScreens(browser, { ...site, log }, refreshS);
        retryAt = complete ? 0 : Date.now() + RETRY_MS;
        if (taken) {
          log(`first screens: ${taken} taken in ${((performance.now() - started) / 1000).toFixed(1)} s`);
          site.afterTaking?.();
        }
      }
      await new Promise((done) => setTimeout(done, 1000));
    }
  };
  const running = loop().catch((error: unknown) => log(`first screens stopped: ${(error as Error).message}`));
  return async () => {
    stopped = true;
    await running;
    await browser.close();
  };
}
