// These switch Golden Reef's (M002) white-label flags, so they must run alone: see e2e/README.md.
import type { APIRequestContext } from '@playwright/test';
import { PATHS, type Whitelabel } from '@platform/shared/contract';
import { expect, test } from '../../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../../fixtures/texts';
import { takeTurns } from '../../../fixtures/languages';
import { GOLDEN_REEF, siteOrigin } from '../../../fixtures/merchants';

const GOLDEN_REEF_SITE = siteOrigin(GOLDEN_REEF.hostname);
const SEEDED: Whitelabel = {
  USERNAMEREG3: true,
  MOBILENUMREG3: false,
  MOBILENUMPASSREG3: false,
  MOBILEVERCODELOGIN3: false,
  CHNGPASSVERIF3: false,
};

async function setFlags(request: APIRequestContext, flags: Whitelabel) {
  const response = await request.put(`/api${PATHS.test.whitelabel}`, {
    data: { merchantCode: GOLDEN_REEF.code, flags },
  });
  expect(response.ok()).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => setFlags(request, SEEDED));

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`mobile-only registration is the default, with a password under MOBILENUMPASSREG3 (${language})${turn()}`, async ({
    page,
    openSite,
    request,
  }) => {
    await setFlags(request, { USERNAMEREG3: false, MOBILENUMREG3: true, MOBILENUMPASSREG3: false });
    await openSite(`${GOLDEN_REEF_SITE}/m/register`, language);
    await expect(page.getByLabel(t('accounts:mobile.label'), { exact: true })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByLabel(t('accounts:register.password'), { exact: true })).toHaveCount(0);

    await setFlags(request, { MOBILENUMPASSREG3: true });
    await openSite(`${GOLDEN_REEF_SITE}/m/register`, language);
    await expect(page.getByLabel(t('accounts:register.password'), { exact: true })).toBeVisible();
    await expect(page.getByLabel(t('accounts:register.username'), { exact: true })).toHaveCount(0);
  });

  test(`MOBILEVERCODELOGIN3 and CHNGPASSVERIF3 bring the mobile paths (${language})${turn()}`, async ({
    page,
    openSite,
    request,
  }) => {
    await setFlags(request, { MOBILEVERCODELOGIN3: true, CHNGPASSVERIF3: true });
    await openSite(`${GOLDEN_REEF_SITE}/m/login`, language);
    await expect(page.getByRole('tab', { name: t('accounts:login.tab_mobile') })).toBeVisible();
    await openSite(`${GOLDEN_REEF_SITE}/m/forget`, language);
    await expect(page.getByRole('link', { name: t('accounts:forget.phone_continue') })).toBeVisible();
  });
}
