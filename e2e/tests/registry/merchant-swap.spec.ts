import type { Page } from '@playwright/test';
import { ACCOUNTS, quietContractPrompts } from '../../fixtures/test';
import {
  areas,
  areasOk,
  expect,
  readRegistry,
  signInAt,
  siteOrigin,
  test,
  variant,
  VARIANTS,
} from '../../fixtures/registry';
import { GOLDEN_REEF } from '../../fixtures/merchants';

test.setTimeout(120_000);

const VARIANT = VARIANTS.agentGoldenReef.env.PUBLIC_RELEASE_LABEL;

/** Golden Reef's seeded agent. */
async function signInAsM002Agent(page: Page) {
  await signInAt(page, siteOrigin(GOLDEN_REEF.hostname), { username: 'agent02', password: 'agent123' });
}

test("one merchant's agent area is swapped for its own build; another merchant keeps the default", async ({
  page,
  browser,
}) => {
  const agentArea = page.locator('[data-area="agent"]');
  const defaultAgent = readRegistry().areas.agent;

  // A merchant's own agent build, released for M002 only.
  await areasOk(['release', 'agent', '--from', await variant('agentGoldenReef'), '--merchant', GOLDEN_REEF.code]);
  const swapped = readRegistry().merchants[GOLDEN_REEF.code]?.areas.agent;
  expect(swapped?.version).not.toBe(defaultAgent?.version);
  expect(readRegistry().areas.agent).toEqual(defaultAgent);

  await signInAsM002Agent(page);
  await page.goto(`${siteOrigin(GOLDEN_REEF.hostname)}/m/agent?lang=en`);
  await expect(agentArea.getByText('Total balance')).toBeVisible();
  await expect(agentArea.getByText(`Release ${VARIANT}`)).toBeVisible();

  // M001's agent, in a browser of its own, gets the default build.
  const other = await browser.newPage();
  try {
    await quietContractPrompts(other);
    await signInAt(other, siteOrigin(), ACCOUNTS.agent);
    await other.goto(`${siteOrigin()}/m/agent?lang=en`);
    await expect(other.locator('[data-area="agent"]').getByText('Total balance')).toBeVisible();
    await expect(other.getByText(`Release ${VARIANT}`)).toHaveCount(0);
  } finally {
    await other.close();
  }

  // `use ... default` drops the override; `use <manifest>` points the merchant at a build by URL.
  await areasOk(['use', 'agent', 'default', '--merchant', GOLDEN_REEF.code]);
  await page.reload();
  await expect(agentArea.getByText('Total balance')).toBeVisible();
  await expect(agentArea.getByText(`Release ${VARIANT}`)).toHaveCount(0);

  await areasOk(['use', 'agent', swapped?.manifest ?? '', '--merchant', GOLDEN_REEF.code]);
  expect(readRegistry().merchants[GOLDEN_REEF.code]?.areas.agent).toEqual(swapped);
  await page.reload();
  await expect(agentArea.getByText(`Release ${VARIANT}`)).toBeVisible();
});

test('a build that is not the area it claims to be is refused, saying why, and nothing changes', async () => {
  const registry = readRegistry();
  const refused = await areas(['use', 'agent', registry.areas.lobby?.manifest ?? '', '--merchant', GOLDEN_REEF.code]);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/Module Federation name is "lobby", not "agent"/);
  expect(readRegistry()).toEqual(registry);
});
