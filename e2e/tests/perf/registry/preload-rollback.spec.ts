import type { Page } from '@playwright/test';
import { areasOk, expect, readRegistry, siteOrigin, test } from '../../../fixtures/registry';
import { GOLDEN_REEF, LUCKY_BAY } from '../../../fixtures/merchants';

/** The early fetches the host page names, as the server sent them. */
async function preloads(page: Page) {
  return page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), as: link.getAttribute('as') })));
}

/** The scripts the page adds, its own and those it adds as it runs, as each is added. */
async function recordScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const added: string[] = [];
    Object.assign(window, { addedScripts: added });
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLScriptElement && node.src) added.push(node.src);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Opens home and waits for the lobby to show, counting each address the page asked for; with the
 * scripts the page added, to tell a preload the page used from one it only fetched.
 */
async function openHome(page: Page): Promise<{ asked: Map<string, number>; added: string[] }> {
  const asked = new Map<string, number>();
  const count = (url: string) => asked.set(url, (asked.get(url) ?? 0) + 1);
  page.on('request', (request) => count(request.url()));
  await page.goto('/m/home?lang=en');
  await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
  const added = await page.evaluate(() => (window as unknown as { addedScripts: string[] }).addedScripts);
  return { asked, added };
}

test('the host page preloads the live lobby release, and a rollback changes its links at the next load', async ({
  page,
}) => {
  const before = readRegistry().areas.lobby;
  // Chrome's word for a preload the page did not use within a few seconds of its load.
  const unusedPreloads: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/i.test(message.text())) unusedPreloads.push(message.text());
  });
  await recordScripts(page);
  const folderOf = (manifest: string) => new URL('.', manifest).href;

  // A new release of the same build, under a label of its own (labels are never reused).
  const label = `preload-${Date.now().toString(36)}`;
  await areasOk(['release', 'lobby', '--no-build', '--label', label]);
  const released = readRegistry().areas.lobby;
  expect(released.version).not.toBe(before.version);

  const { asked, added } = await openHome(page);
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
  // Every preloaded script is one the page runs: the host's start-up chunks are the ones its build
  // recorded, not every chunk of its singletons.
  for (const url of [...hostScripts.map((link) => new URL(link.href ?? '', page.url()).href), ...scripts]) {
    expect(added, `${url} is preloaded but the page never adds it`).toContain(url);
  }

  await areasOk(['rollback', 'lobby', before.version]);
  await openHome(page);
  const rolledBack = await preloads(page);
  expect(rolledBack).toContainEqual({ href: before.manifest, as: 'fetch' });
  expect(rolledBack.some((link) => link.href?.startsWith(folderOf(released.manifest)))).toBe(false);
  expect(rolledBack.filter((link) => link.as === 'script' && !link.href?.startsWith('/')).length).toBe(scripts.length);
  expect(unusedPreloads).toEqual([]);
});

test('the preloaded start-up settings, asked for without the Merchant header, are the host name’s merchant’s', async ({
  request,
}) => {
  const site = new URL(siteOrigin());
  for (const [hostname, merchant] of [
    [LUCKY_BAY.hostname, LUCKY_BAY.code],
    [GOLDEN_REEF.hostname, GOLDEN_REEF.code],
  ] as const) {
    // Asked at the merchant's host name, as the browser asks for it there.
    const answer = await request.get(`${site.origin}/api/system/startup`, {
      headers: { host: `${hostname}:${site.port}` },
    });
    expect(answer.ok()).toBe(true);
    expect(((await answer.json()) as { value: { merchantCode: string } }).value.merchantCode).toBe(merchant);
  }
});
