import { expect, readRegistry, test } from '../../fixtures/registry';

test('the manifests of the areas the bottom navigation leads to are fetched when the page is idle, and no script', async ({
  page,
  openSite,
}) => {
  const registry = readRegistry();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const idleManifests = (['accounts', 'member'] as const).map((area) =>
    page.waitForRequest(registry.areas[area].manifest),
  );

  await openSite('/m/home');
  await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
  await Promise.all(idleManifests);

  const cdn = new URL(registry.areas.lobby.manifest).origin;
  const scriptsOf = (area: string) =>
    requested.filter((url) => url.startsWith(`${cdn}/${area}/`) && url.endsWith('.js'));
  expect(scriptsOf('accounts')).toEqual([]);
  expect(scriptsOf('member')).toEqual([]);
  expect(
    requested.filter((url) => url.startsWith(`${cdn}/agent/`)),
    'the agent area is not in the navigation',
  ).toEqual([]);
});
