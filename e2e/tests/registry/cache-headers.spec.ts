import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CDN_ORIGIN, expect, readRegistry, STORE, test } from '../../fixtures/registry';

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ assets: { js: { sync: string[] } } }>;
}

test('the registry is never cached, manifests are revalidated, hashed files are kept for a year', async ({
  request,
}) => {
  const registry = await request.get('/m/remotes.json');
  expect(registry.headers()['cache-control']).toBe('no-store');

  const manifestUrl = readRegistry().areas.lobby?.manifest ?? '';
  const manifest = await request.get(manifestUrl);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const etag = manifest.headers().etag ?? '';
  expect(etag).not.toBe('');
  const unchanged = await request.get(manifestUrl, { headers: { 'If-None-Match': etag } });
  expect(unchanged.status()).toBe(304);

  const body = (await manifest.json()) as Manifest;
  const entry = new URL(body.metaData.remoteEntry.name, manifestUrl).href;
  expect(entry, 'the remote entry carries a content hash').toMatch(/\.[0-9a-f]{8,}\.js$/);
  expect((await request.get(entry)).headers()['cache-control']).toBe(IMMUTABLE);
  const chunk = new URL(body.exposes[0]?.assets.js.sync[0] ?? '', manifestUrl).href;
  expect((await request.get(chunk)).headers()['cache-control']).toBe(IMMUTABLE);
  expect((await request.get(new URL('release.json', manifestUrl).href)).status()).toBe(404);

  const page = await request.get('/m/home');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/m/mf-manifest.json')).headers()['cache-control']).toBe('no-cache');
});

test('area scripts may come only from release folders; API answers are not sniffed nor member data stored', async ({
  request,
}) => {
  const policy = (await request.get('/m/home')).headers()['content-security-policy'] ?? '';
  const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  const liveFolders = Object.values(readRegistry().areas).map((pointer) => new URL('.', pointer.manifest).href);
  for (const folder of liveFolders) {
    expect(scriptSources.some((source) => folder.startsWith(source) && source.startsWith(`${CDN_ORIGIN}/`))).toBe(true);
  }
  expect(scriptSources).not.toContain(CDN_ORIGIN);
  expect(scriptSources).not.toContain(`${CDN_ORIGIN}/`);

  const lobbyPage = await request.get(new URL('index.html', liveFolders[0]).href);
  expect(lobbyPage.headers()['content-security-policy']).toContain("script-src 'self';");

  const startup = await request.get('/api/system/startup');
  expect(startup.headers()['x-content-type-options']).toBe('nosniff');
  const signedIn = await request.get('/api/system/startup', { headers: { Authorization: 'Bearer anyone' } });
  expect(signedIn.headers()['cache-control']).toBe('no-store');
  expect(signedIn.headers()['x-content-type-options']).toBe('nosniff');
});

test('a remote entry without a hash in its name is revalidated, like a manifest', async ({ request }) => {
  const folder = resolve(STORE, 'cdn/cache-rules-probe');
  mkdirSync(folder, { recursive: true });
  writeFileSync(resolve(folder, 'remoteEntry.js'), 'var probe = {};\n');
  try {
    const entry = await request.get(`${CDN_ORIGIN}/cache-rules-probe/remoteEntry.js`);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers().etag).toBeTruthy();
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
