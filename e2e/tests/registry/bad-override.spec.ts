import { readFileSync, writeFileSync } from 'node:fs';
import { AREAS_UNDER_TEST, navigateInApp } from '../../fixtures/area-faults';
import { consoleErrors, expect, REGISTRY_PATH, siteOrigin, test } from '../../fixtures/registry';
import { textsIn } from '../../fixtures/texts';
import { GOLDEN_REEF } from '../../fixtures/merchants';

const en = textsIn('en');

function subject(area: string) {
  const found = AREAS_UNDER_TEST.find((candidate) => candidate.area === area);
  if (!found) throw new Error(`no area under test is named ${area}`);
  return found;
}

test("one merchant's bad override fails only that merchant's area, with its panel; every other merchant starts", async ({
  page,
  openSite,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/\[area:member\]|\[registry\]|AreaLoadError/);
  const member = subject('member');
  const lobby = subject('lobby');
  const original = readFileSync(REGISTRY_PATH, 'utf8');
  const raw = JSON.parse(original) as { merchants: Record<string, { hostnames: string[]; areas: object }> };
  const m002 = raw.merchants[GOLDEN_REEF.code];
  if (!m002) throw new Error(`the test registry has no merchant ${GOLDEN_REEF.code}`);
  // A relative manifest URL for M002's member area, and a merchant whose host names are unreadable.
  raw.merchants = {
    ...raw.merchants,
    [GOLDEN_REEF.code]: {
      ...m002,
      areas: { ...m002.areas, member: { version: 'typo', manifest: 'member/mf-manifest.json' } },
    },
    M009: { hostnames: 'm009.localhost' as unknown as string[], areas: {} },
  };
  writeFileSync(REGISTRY_PATH, JSON.stringify(raw, null, 2));

  const logged = consoleErrors(page);
  const panel = page.locator('[data-area="member"]').getByRole('alert');
  const failures = () => logged.filter((line) => line.startsWith('[area:member] failed')).length;
  await openSite(`${siteOrigin(GOLDEN_REEF.hostname)}${member.path}`);
  await expect(panel).toContainText(en.t('common:something_went_wrong'));
  expect(logged.join('\n')).toContain(
    `[area:member] is not loaded: remotes.json is invalid: merchants.${GOLDEN_REEF.code}.areas.member.manifest must be an absolute URL`,
  );
  expect(logged.join('\n')).toContain('[registry] remotes.json is invalid: merchants.M009.hostnames must be');
  // Retry tries again and fails again: the override is still bad.
  await expect.poll(failures).toBe(1);
  await panel.getByRole('button', { name: en.t('common:retry') }).click();
  await expect.poll(failures).toBe(2);
  await expect(panel).toContainText(en.t('common:something_went_wrong'));

  // The rest of M002's site works, and so does every other merchant's member area.
  await navigateInApp(page, lobby.path);
  await expect(lobby.ready(page)).toBeVisible();
  await openSite(member.path);
  await expect(member.ready(page)).toBeVisible();

  // Mending the file mends M002 at its next page load.
  writeFileSync(REGISTRY_PATH, original);
  await openSite(`${siteOrigin(GOLDEN_REEF.hostname)}${member.path}`);
  await expect(member.ready(page)).toBeVisible();
});
