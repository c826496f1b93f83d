import type { Page } from '@playwright/test';
import { areasOk, expect, readRegistry, siteOrigin, test } from '../../../fixtures/registry';

/** The early fetches the host page names, as the server sent them. */
async function preloads(page: Page) {
  return page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), as: link.getAttribute('as') })));
}

/** Opens home and waits for the lobby to show, counting each address the page asked for. */
async function openHome(page: Page): Promise<Map<string, number>> {
  const asked = new Map<string, number>();
  const count = (url: string) => asked.set(url, (asked.get(url) ?? 0) + 1);
  page.on('request', (request) => count(request.url()));
  await page.goto('/m/home?lang=en');
  await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
  return asked;
}

test('the host page preloads the live lobby release, and a rollback changes its links at the next load', async ({
  page,
}) => {
  const before = readRegistry().areas.lobby;
  const folderOf = (manifest: string) => new URL('.', manifest).href;

  // A new release of the same build, under a label of its own (labels are never reused).
  const label = `preload-${Date.now().toString(36)}`;
  await areasOk(['release', 'lobby', '--no-build', '--label', label]);
  const released = readRegistry().areas.lobby;
  expect(released.version).not.toBe(before.version);

  const asked = await openHome(page);
  const links = await preloads(page);
  expect(links).toContainEqual({ href: '/m/remotes.json', as: 'fetch' });
  expect(links).toContainEqual({ href: '/api/system/startup', as: 'fetch' });
  expect(links).toContainEqual({ href: released.manifest, as: 'fetch' });
  // The host's own start-up chunks are named by path; the areas' files by their release's address.
  const ofAreas = (kind: string) =>
    links.filter((link) => link.as === kind && !link.href?.startsWith('/')).map((link) => link.href ?? '');
  const scripts = ofAreas('script');
  expect(scripts.length, 'the remote entry and the first chunks of home').toBeGreaterThanOrEqual(2);
  const styles = ofAreas('style');
  for (const file of [...scripts, ...styles]) expect(file.startsWith(folderOf(released.manifest))).toBe(true);
  expect(links.some((link) => link.href?.startsWith(folderOf(before.manifest)))).toBe(false);
  const hostScripts = links.filter((link) => link.as === 'script' && link.href?.startsWith('/m/static/'));
  expect(hostScripts.length, 'the host’s start-up chunks').toBeGreaterThanOrEqual(2);
  // The page's own fetches use what was preloaded: nothing is asked for twice.
  const sameOrigin = ['/m/remotes.json', '/api/system/startup', ...hostScripts.map((link) => link.href ?? '')].map(
    (path) => new URL(path, page.url()).href,
  );
  const preloaded = [...sameOrigin, released.manifest, ...scripts, ...styles];
  for (const url of preloaded) expect(asked.get(url), url).toBe(1);

  await areasOk(['rollback', 'lobby', before.version]);
  await openHome(page);
  const rolledBack = await preloads(page);
  expect(rolledBack).toContainEqual({ href: before.manifest, as: 'fetch' });
  expect(rolledBack.some((link) => link.href?.startsWith(folderOf(released.manifest)))).toBe(false);
  expect(rolledBack.filter((link) => link.as === 'script' && !link.href?.startsWith('/')).length).toBe(scripts.length);
});

test('the preloaded start-up settings, asked for without the Merchant header, are the host name’s merchant’s', async ({
  request,
}) => {
  const site = new URL(siteOrigin());
  for (const [hostname, merchant] of [
    ['localhost', 'M001'],
    ['m002.localhost', 'M002'],
  ] as const) {
    // Asked at the merchant's host name, as the browser asks for it there.
    const answer = await request.get(`${site.origin}/api/system/startup`, {
      headers: { host: `${hostname}:${site.port}` },
    });
    expect(answer.ok()).toBe(true);
    expect(((await answer.json()) as { value: { merchantCode: string } }).value.merchantCode).toBe(merchant);
  }
});
