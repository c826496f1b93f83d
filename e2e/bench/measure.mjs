// Loads pages as a guest in Chromium and prints what JavaScript they download, split by app, and
// how many copies of react-dom and of the Module Federation runtime the page evaluated.
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:8280';
const cdn = process.env.CDN_ORIGIN ?? 'http://localhost:8281';
const pages = (process.env.BENCH_PAGES ?? '/m/home,/m/login').split(',');

// Strings that only these libraries' code contains.
const REACT_DOM_MARKER = '__reactFiber$';
const MF_RUNTIME_MARKER = 'beforeInitContainer';

async function sharedAssetMap(registry) {
  const map = new Map();
  const manifests = [`${base}/m/mf-manifest.json`, ...Object.values(registry.areas).map((pointer) => pointer.manifest)];
  for (const url of manifests) {
    const manifest = await (await fetch(url)).json();
    const root = new URL('.', url).href;
    for (const shared of manifest.shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
        map.set(new URL(file, root).href, shared.name);
    }
  }
  return map;
}

function appOf(url) {
  if (url.startsWith(`${base}/m/`)) return 'host';
  if (url.startsWith(`${cdn}/`)) return new URL(url).pathname.split('/')[1] ?? 'cdn';
  return 'other';
}

async function measure(browser, path, sharedFiles) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    if (!response) return;
    const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
    scripts.push({ url: request.url(), gzip: sizes.responseBodySize, raw: body.length, text: body.toString('utf8') });
  });
  await page.goto(`${base}${path}?lang=en`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  const byApp = new Map();
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
    path,
    byApp,
    total: scripts.reduce((sum, script) => sum + script.gzip, 0),
    reactDom: scripts.filter((script) => script.text.includes(REACT_DOM_MARKER)).length,
    mfRuntime: scripts.filter((script) => script.text.includes(MF_RUNTIME_MARKER)).length,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const registry = await (await fetch(`${base}/m/remotes.json`)).json();
const sharedFiles = await sharedAssetMap(registry);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
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
