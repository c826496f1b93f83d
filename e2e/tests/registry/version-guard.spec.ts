import { areas, areasOk, expect, readRegistry, test } from '../../fixtures/registry';

test.setTimeout(120_000);

test('an area built against another shared major is refused by the host, which keeps the rest working', async ({
  page,
  openSite,
  allowConsoleErrors,
}) => {
  const compatible = readRegistry().areas.member;
  // A build that records @platform/shared ^2 in its manifest, as one made against the next major would.
  const asIfMajor2 = { AREA_SHARED_MAJOR: '2' };

  const refused = await areas(['release', 'member'], asIfMajor2);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/built against @platform\/shared \^2\.0\.0, but the host provides 1\./);
  expect(readRegistry().areas.member).toEqual(compatible);

  await areasOk(['release', 'member', '--force'], asIfMajor2);
  const incompatible = readRegistry().areas.member;
  expect(incompatible?.version).not.toBe(compatible?.version);

  allowConsoleErrors(/\[area:member\]|AreaLoadError: Area "member"/);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await openSite('/m/mine');
  const panel = page.locator('[data-area="member"]').getByRole('alert');
  await expect(panel).toContainText('Something went wrong');
  expect(logged.join('\n')).toContain(
    `member ${incompatible?.version} is not mounted: it was built against @platform/shared ^2.0.0 (major 2); this page provides 1.`,
  );

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();

  await areasOk(['rollback', 'member', compatible?.version ?? '']);
  await openSite('/m/mine');
  await expect(page.locator('[data-area="member"]').getByRole('button', { name: 'Log in or register' })).toBeVisible();
});
