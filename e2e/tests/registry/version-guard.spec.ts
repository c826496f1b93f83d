import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  areas,
  areasOk,
  consoleErrors,
  expect,
  readRegistry,
  ROOT,
  siteOrigin,
  test,
  variant,
} from '../../fixtures/registry';
import { GOLDEN_REEF } from '../../fixtures/merchants';

// Each test releases a member area the host must refuse, built up front (fixtures/registry.ts).
test.setTimeout(150_000);

/** The @platform/shared this site's host provides. */
const hostShared = (JSON.parse(readFileSync(resolve(ROOT, 'shared/package.json'), 'utf8')) as { version: string })
  .version;

const memberPanel = (page: Page) => page.locator('[data-area="member"]').getByRole('alert');
const memberReady = (page: Page) =>
  page.locator('[data-area="member"]').getByRole('button', { name: 'Log in or register' });
const lobbyReady = (page: Page) => page.locator('[data-area="lobby"]').getByRole('img').first();

test('an area built against another shared major is refused by the host, which keeps the rest working', async ({
  page,
  openSite,
  allowConsoleErrors,
}) => {
  const compatible = readRegistry().areas.member;
  // A build that records @platform/shared ^2 in its manifest, as one made against the next major would.
  const major2 = await variant('memberSharedMajor2');
  const mismatch = `it was built against @platform/shared ^2.0.0 (major 2), but the host provides ${hostShared}`;

  const refused = await areas(['release', 'member', '--from', major2]);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(mismatch);
  expect(readRegistry().areas.member).toEqual(compatible);

  await areasOk(['release', 'member', '--from', major2, '--force']);
  const incompatible = readRegistry().areas.member;
  expect(incompatible.version).not.toBe(compatible.version);

  allowConsoleErrors(/\[area:member\]|AreaLoadError: Area "member"/);
  const logged = consoleErrors(page);
  await openSite('/m/mine');
  await expect(memberPanel(page)).toContainText('Something went wrong');
  expect(logged.join('\n')).toContain(`member ${incompatible.version} is not mounted: ${mismatch}`);

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(lobbyReady(page)).toBeVisible();

  await areasOk(['rollback', 'member', compatible.version]);
  await openSite('/m/mine');
  await expect(memberReady(page)).toBeVisible();
});

test("a merchant's build made against a newer shared minor, using what it added, is refused before and after it goes live", async ({
  page,
  openSite,
  allowConsoleErrors,
}) => {
  // The merchant's member area imports `formatOdds`, which only a newer @platform/shared 1.1 exports.
  const build = await variant('memberNewerMinor');
  const missing = `it imports formatOdds from @platform/shared (built against 1.1.0), which the host's ${hostShared} does not export`;
  const m002 = siteOrigin(GOLDEN_REEF.hostname);
  const before = readRegistry();
  const refused = await areas(['release', 'member', '--from', build, '--merchant', GOLDEN_REEF.code]);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(`member: this build cannot be mounted by the host:\n  - ${missing}`);
  expect(readRegistry()).toEqual(before);

  await areasOk(['release', 'member', '--from', build, '--merchant', GOLDEN_REEF.code, '--force']);
  const forced = readRegistry().merchants[GOLDEN_REEF.code]?.areas.member;
  if (!forced) throw new Error(`the forced release is not live for ${GOLDEN_REEF.code}`);
  expect(readRegistry().areas).toEqual(before.areas);

  // `use` refuses the same build by its URL, in the same words.
  await areasOk(['use', 'member', 'default', '--merchant', GOLDEN_REEF.code]);
  const byUrl = await areas(['use', 'member', forced.manifest, '--merchant', GOLDEN_REEF.code]);
  expect(byUrl.code).not.toBe(0);
  expect(byUrl.output).toContain(missing);
  expect(readRegistry().merchants[GOLDEN_REEF.code]?.areas.member).toBeUndefined();
  await areasOk(['use', 'member', forced.manifest, '--merchant', GOLDEN_REEF.code, '--force']);

  allowConsoleErrors(/\[area:member\]|AreaLoadError: Area "member"/);
  const logged = consoleErrors(page);
  await openSite(`${m002}/m/mine`);
  await expect(memberPanel(page)).toContainText('Something went wrong');
  expect(logged.join('\n')).toContain(`member ${forced.version} is not mounted: ${missing}`);

  // The rest of M002's site works, and so does every other merchant's member area.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(lobbyReady(page)).toBeVisible();
  await openSite('/m/mine');
  await expect(memberReady(page)).toBeVisible();
});
