import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { releaseManifestUrl } from '@platform/shared/registry';
import { CDN_ORIGIN, expect, readRegistry, STORE, test, writeRegistry } from '../../fixtures/registry';

// These tests edit the release store's registry by hand, as an operator could; the registry
// fixture puts it back after each.

test('pointing an area at another release takes effect at the next page load, with no rebuild', async ({
  page,
  openSite,
}) => {
  const registry = readRegistry();
  const live = registry.areas.lobby;
  const copy = `${live.version}-copy`;
  const from = resolve(STORE, 'cdn/lobby', live.version);
  const to = resolve(STORE, 'cdn/lobby', copy);
  cpSync(from, to, { recursive: true });
  try {
    // Each request with the page load it belongs to: the first page keeps asking for parts it loads
    // when idle (the banner carousel) until the reload replaces it, after the registry has changed.
    let load = 0;
    const requests: { url: string; load: number }[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) load += 1;
    });
    page.on('request', (request) => requests.push({ url: request.url(), load }));
    const requested = (of: number) => requests.filter((request) => request.load === of).map(({ url }) => url);
    await openSite('/m/home');
    const first = load;
    await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
    expect(requested(first).some((url) => url.includes(`/lobby/${live.version}/`))).toBe(true);

    writeRegistry({
      ...registry,
      areas: { ...registry.areas, lobby: { version: copy, manifest: releaseManifestUrl(CDN_ORIGIN, 'lobby', copy) } },
    });
    await page.reload();
    const second = load;
    await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
    expect(requested(second).some((url) => url.includes(`/lobby/${copy}/mf-manifest.json`))).toBe(true);
    expect(requested(second).some((url) => url.includes(`/lobby/${live.version}/`))).toBe(false);
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
  writeRegistry({
    ...registry,
    areas: {
      ...registry.areas,
      member: { version: 'gone', manifest: releaseManifestUrl(CDN_ORIGIN, 'member', 'gone') },
    },
  });

  await openSite('/m/mine');
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();

  writeRegistry(registry);
  await openSite('/m/mine');
  await expect(page.getByRole('button', { name: 'Log in or register' })).toBeVisible();
});
