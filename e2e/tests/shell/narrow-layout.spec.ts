// At 360 px, the narrowest phone the site is made for: names stay whole and the service links
// leave the game tiles readable.
import { ACCOUNTS, expect, test } from '../../fixtures/test';
import { textsIn } from '../../fixtures/texts';
import { linesOf, overlap, wordsBrokenIn, type Box } from './layout-kit';

const { t } = textsIn('ty');

test.use({ viewport: { width: 360, height: 780 } });

test('at 360 px no name breaks mid-word and the service links cover no game tile (ty)', async ({ page, signIn }) => {
  await signIn(ACCOUNTS.member, 'ty', '/m/mine');
  const name = page.getByRole('heading', { level: 2, name: ACCOUNTS.member.username });
  await expect(name).toBeVisible();
  expect(await wordsBrokenIn(name)).toEqual([]);
  const joined = page.getByText(/^Sumali \d+ araw na ang nakalipas$/);
  expect(await wordsBrokenIn(joined)).toEqual([]);
  expect(await linesOf(joined)).toBeLessThanOrEqual(2);

  await page.goto('/m/gameList?gameType=RNG&lang=ty');
  const vendors = page.getByRole('group', { name: t('lobby:games.vendors', { type: t('lobby:games.category.RNG') }) });
  await expect(vendors.getByRole('button', { name: 'Pragmatic Play' })).toBeVisible();
  const names = vendors.getByRole('button', { pressed: false }).locator('span');
  for (const vendor of await names.all()) {
    if (await vendor.isVisible()) expect(await wordsBrokenIn(vendor), await vendor.innerText()).toEqual([]);
  }

  await page.goto('/m/home?lang=ty');
  const dock = page.getByRole('navigation', { name: t('lobby:home.side.label') });
  const tiles = page.getByRole('tabpanel').getByRole('listitem');
  await expect(dock).toBeAttached();
  await expect(tiles.first()).toBeVisible();
  // The rows of games under the dock's place on the screen, as a player scrolling through them sees it.
  for (const row of [0, 3, 6]) {
    const tile = tiles.nth(row);
    if ((await tile.count()) === 0) break;
    await tile.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const dockBox = await dock.evaluate((element) => element.getBoundingClientRect().toJSON() as Box);
    const boxes = await tiles.evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.textContent ?? '',
        box: element.getBoundingClientRect().toJSON() as Box,
      })),
    );
    for (const { name: tileName, box } of boxes)
      expect(overlap(dockBox, box), `the dock covers ${tileName}`).toBe(false);
  }
});
