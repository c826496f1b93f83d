// Loads pages in Chromium as a guest in Tagalog (the variant guest TY: a first visit, nothing stored)
// and prints what JavaScript they download, split by app, and how many copies of react-dom and of the
// Module Federation runtime the page evaluated; for each build `npm run bench` names (common.ts), the
// single-bundle build being one app with no manifests to split it by. BENCH_RESULT names a JSON file
// to write the figures to, for `npm run bench` to compare.
import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { MF_RUNTIME_MARKER, REACT_DOM_MARKER } from '../fixtures/federation';
import { launchOptions } from '../playwright.config';
import {
  benchBuilds,
  benchPages,
  serveBuild,
  type BuildName,
  type BytesResult,
  type PageBytes,
  type Tally,
} from './common';

const base = process.env.BASE_URL ?? 'http://localhost:8280';
const cdn = process.env.CDN_ORIGIN ?? 'http://localhost:8281';
/** The page has settled when no request has been open for this long after its area rendered. */
const QUIET_MS = 1000;
const READY_TIMEOUT_MS = 60_000;

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

interface Script {
  url: string;
  gzip: number;
  raw: number;
  text: string;
}

/**
 * Script URL → the shared package whose vendor chunk it is. Only the host's manifest counts: the host
 * provides every singleton to the page. An area's manifest lists its own fallback copies, whose chunks
 * can also hold the area's code (the contract parts it imports), and a file of those that a page
 * downloads is there for the area.
 */
async function sharedAssetMap(): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  const url = `${base}/m/mf-manifest.json`;
  const manifest = (await (await fetch(url)).json()) as { shared?: ManifestShared[] };
  const root = new URL('.', url).href;
  for (const shared of manifest.shared ?? []) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
      map.set(new URL(file, root).href, shared.name);
  }
  return map;
}

function appOf(url: string, build: BuildName): string {
  if (url.startsWith(`${base}/m/`)) return build === 'single' ? 'single bundle' : 'host';
  if (url.startsWith(`${cdn}/`)) return new URL(url).pathname.split('/')[1] ?? 'cdn';
  return 'other';
}

/**
 * Waits until the route's area has rendered (not its loading text) and the network has then been
 * quiet for QUIET_MS. A busy machine can pause between two chunks for longer than Playwright's
 * `networkidle` allows, which would end the count before the area's code had even been fetched.
 */
async function settled(page: Page, path: string, inFlight: () => number, lastActivity: () => number): Promise<void> {
  const area = page.locator('[data-area]').first();
  // The area's box holds its loading text, then either the page or the host's failure panel.
  const rendered = area.locator(':scope > :not([role="status"], [role="alert"])');
  const failed = area.locator(':scope > [role="alert"]');
  await rendered.or(failed).first().waitFor({ timeout: READY_TIMEOUT_MS });
  if (await failed.isVisible()) {
    throw new Error(
      `${path}: the ${await area.getAttribute('data-area')} area failed to load; the figures would be wrong`,
    );
  }
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (inFlight() > 0 || Date.now() - lastActivity() < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${path}: the network never went quiet`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function measure(
  browser: Browser,
  path: string,
  build: BuildName,
  sharedFiles: Map<string, string>,
): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts: Script[] = [];
  let open = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    open += 1;
    lastActivity = Date.now();
  });
  const done = () => {
    open -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfailed', done);
  // Bodies are read while the page runs; the page is closed only once every read has finished.
  const reads: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    done();
    if (request.resourceType() !== 'script') return;
    const read = async () => {
      const response = await request.response();
      if (!response) return;
      const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
      scripts.push({ url: request.url(), gzip: sizes.responseBodySize, raw: body.length, text: body.toString('utf8') });
    };
    reads.push(read());
  };
  page.on('requestfinished', onFinished);
  await page.goto(`${base}${path}`);
  await settled(
    page,
    path,
    () => open,
    () => lastActivity,
  );
  // A script that finishes later is not first load; stop listening so no read outlives the page.
  page.off('requestfinished', onFinished);
  await Promise.all(reads);
  await context.close();
  const byApp: Record<string, Tally> = {};
  for (const script of scripts) {
    const shared = sharedFiles.get(script.url);
    const key = shared ? `shared vendor (${shared})` : appOf(script.url, build);
    const entry = (byApp[key] ??= { files: 0, gzip: 0, raw: 0 });
    entry.files += 1;
    entry.gzip += script.gzip;
    entry.raw += script.raw;
  }
  return {
    byApp,
    files: scripts.length,
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    reactDom: scripts.filter((script) => script.text.includes(REACT_DOM_MARKER)).length,
    mfRuntime: scripts.filter((script) => script.text.includes(MF_RUNTIME_MARKER)).length,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const result: BytesResult = {};
const builds = benchBuilds();
const browser = await chromium.launch(launchOptions);
try {
  for (const [build, folder] of builds) {
    serveBuild(folder);
    const sharedFiles = build === 'single' ? new Map<string, string>() : await sharedAssetMap();
    const pages: Record<string, PageBytes> = (result[build] = {});
    for (const path of benchPages()) {
      const bytes = await measure(browser, path, build, sharedFiles);
      pages[path] = bytes;
      console.log(`\n${path} (guest TY, ${build}) — JavaScript downloaded: ${kb(bytes.gzip)} gzip`);
      const rows = Object.entries(bytes.byApp).sort((a, b) => b[1].gzip - a[1].gzip);
      for (const [app, entry] of rows) {
        console.log(
          `  ${app.padEnd(42)} ${String(entry.files).padStart(3)} files  ${kb(entry.gzip).padStart(9)} gzip  ${kb(entry.raw).padStart(9)} raw`,
        );
      }
      console.log(`  copies of react-dom evaluated: ${bytes.reactDom}   copies of the MF runtime: ${bytes.mfRuntime}`);
    }
  }
} finally {
  await browser.close();
  serveBuild(builds.get('federated') ?? null);
}
if (process.env.BENCH_RESULT) writeFileSync(process.env.BENCH_RESULT, JSON.stringify(result, null, 2));
