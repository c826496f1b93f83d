import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../../fixtures/test';

// These tests edit the release store's registry as an operator would, and put it back after.
const store = process.env.RELEASE_STORE ?? resolve(import.meta.dirname, '../../.release-store');
const registryPath = resolve(store, 'remotes.json');

interface Pointer {
  version: string;
  manifest: string;
}
interface Registry {
  areas: Record<string, Pointer>;
}

const readRegistry = (): Registry => JSON.parse(readFileSync(registryPath, 'utf8')) as Registry;
const writeRegistry = (registry: Registry) => writeFileSync(registryPath, JSON.stringify(registry, null, 2));

let original = '';
test.beforeEach(() => {
  original = readFileSync(registryPath, 'utf8');
});
test.afterEach(() => {
  writeFileSync(registryPath, original);
});

test('pointing an area at another release takes effect at the next page load, with no rebuild', async ({
  page,
  openSite,
}) => {
  const registry = readRegistry();
  const live = registry.areas.lobby;
  if (!live) throw new Error('the lobby is not released');
  const copy = `${live.version}-copy`;
  const from = resolve(store, 'cdn/lobby', live.version);
  const to = resolve(store, 'cdn/lobby', copy);
  cpSync(from, to, { recursive: true });
  try {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await openSite('/m/home');
    await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
    expect(requested.some((url) => url.includes(`/lobby/${live.version}/`))).toBe(true);

    writeRegistry({
      ...registry,
      areas: { ...registry.areas, lobby: { version: copy, manifest: live.manifest.replace(live.version, copy) } },
    });
    requested.length = 0;
    await page.reload();
    await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
    expect(requested.some((url) => url.includes(`/lobby/${copy}/mf-manifest.json`))).toBe(true);
    expect(requested.some((url) => url.includes(`/lobby/${live.version}/`))).toBe(false);
  } finally {
    rmSync(to, { recursive: true, force: true });
  }
});

test('an area pointed at a missing build fails alone; pointing it back heals it at the next load', async ({
  page,
  openSite,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/member|Failed to load resource|RUNTIME-00|404/i);
  const registry = readRegistry();
  const live = registry.areas.member;
  if (!live) throw new Error('the member area is not released');
  writeRegistry({
    ...registry,
    areas: { ...registry.areas, member: { version: 'gone', manifest: live.manifest.replace(live.version, 'gone') } },
  });

  await openSite('/m/mine');
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();

  writeRegistry(registry);
  await openSite('/m/mine');
  await expect(page.getByRole('button', { name: 'Log in or register' })).toBeVisible();
});
