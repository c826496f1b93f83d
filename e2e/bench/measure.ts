// Loads pages as a guest in Chromium and prints what JavaScript they download, split by app, and
// how many copies of react-dom and of the Module Federation runtime the page evaluated.
import { chromium, type Browser, type Request } from '@playwright/test';
import { parseRemotesFile, type RemotesFile } from '@platform/shared/registry';
import { MF_RUNTIME_MARKER, REACT_DOM_MARKER } from '../fixtures/federation';
import { launchOptions } from '../playwright.config';

const base = process.env.BASE_URL ?? 'http://localhost:8280';
const cdn = process.env.CDN_ORIGIN ?? 'http://localhost:8281';
const pages = (process.env.BENCH_PAGES ?? '/m/home,/m/login').split(',');

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

interface Tally {
  files: number;
  gzip: number;
  raw: number;
}

/** Script URL → the shared package whose vendor chunk it is. */
async function sharedAssetMap(registry: RemotesFile): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  const manifests = [`${base}/m/mf-manifest.json`, ...Object.values(registry.areas).map((pointer) => pointer.manifest)];
  for (const url of manifests) {
    const manifest = (await (await fetch(url)).json()) as { shared?: ManifestShared[] };
    const root = new URL('.', url).href;
    for (const shared of manifest.shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
        map.set(new URL(file, root).href, shared.name);
    }
  }
  return map;
}

function appOf(url: string): string {
  if (url.startsWith(`${base}/m/`)) return 'host';
  if (url.startsWith(`${cdn}/`)) return new URL(url).pathname.split('/')[1] ?? 'cdn';
  return 'other';
}

async function measure(browser: Browser, path: string, sharedFiles: Map<string, string>) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts: Script[] = [];
  // Bodies are read while the page runs; the page is closed only once every read has finished.
  const reads: Promise<void>[] = [];
  const onFinished = (request: Request) => {
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
  await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}lang=en`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  // A script that finishes later is not first load; stop listening so no read outlives the page.
  page.off('requestfinished', onFinished);
  await Promise.all(reads);
  await context.close();
  const byApp = new Map<string, Tally>();
  for (const script of scripts) {
    const shared = sharedFiles.get(script.url);
    const key = shared ? `shared vendor (${shared})` : appOf(script.url);
    const entry = byApp.get(key) ?? { files: 0, gzip: 0, raw: 0 };
    entry.files += 1;
    entry.gzip += script.gzip;
    entry.raw += script.raw;
    byApp.set(key, entry);
  }
  return {
    byApp,
    total: scripts.reduce((sum, script) => sum + script.gzip, 0),
    reactDom: scripts.filter((script) => script.text.includes(REACT_DOM_MARKER)).length,
    mfRuntime: scripts.filter((script) => script.text.includes(MF_RUNTIME_MARKER)).length,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const registry = parseRemotesFile(await (await fetch(`${base}/m/remotes.json`)).json());
const sharedFiles = await sharedAssetMap(registry);
const browser = await chromium.launch(launchOptions);
try {
  for (const path of pages) {
    const result = await measure(browser, path, sharedFiles);
    console.log(`\n${path} (guest) — JavaScript downloaded: ${kb(result.total)} gzip`);
    const rows = [...result.byApp].sort((a, b) => b[1].gzip - a[1].gzip);
    for (const [app, entry] of rows) {
      console.log(
        `  ${app.padEnd(42)} ${String(entry.files).padStart(3)} files  ${kb(entry.gzip).padStart(9)} gzip  ${kb(entry.raw).padStart(9)} raw`,
      );
    }
    console.log(`  copies of react-dom evaluated: ${result.reactDom}   copies of the MF runtime: ${result.mfRuntime}`);
  }
} finally {
  await browser.close();
}
