import { areasOk, expect, readRegistry, test, variant } from '../../fixtures/registry';

test.setTimeout(120_000);

test('a developer points one area of the released site at another build, only after opting in', async ({
  page,
  openSite,
}) => {
  const live = readRegistry().areas.lobby;
  // Another lobby build, stored but not live: what a developer's dev server would serve.
  await areasOk(['release', 'lobby', '--from', await variant('lobbyOnMyMachine')]);
  const devBuild = readRegistry().areas.lobby;
  await areasOk(['rollback', 'lobby', live?.version ?? '']);

  const lobby = page.locator('[data-area="lobby"]');
  const banner = lobby.getByRole('img').first();
  const badge = lobby.getByText('Release on my machine');
  const override = `/m/home?mf-dev=${encodeURIComponent(`lobby@${devBuild?.manifest}`)}`;

  await openSite(override);
  await expect(banner).toBeVisible();
  await expect(badge, 'without the opt-in, the query does nothing').toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('mf-dev-overrides', 'on'));
  await openSite(override);
  await expect(badge).toBeVisible();
  await openSite('/m/home');
  await expect(badge, 'the override lasts for the tab').toBeVisible();

  await openSite('/m/home?mf-dev=off');
  await expect(banner).toBeVisible();
  await expect(badge).toHaveCount(0);
});
