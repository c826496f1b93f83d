import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { newMember } from './lobby-kit';
import { takeTurns } from '../../fixtures/languages';

const LOTTERY_CENTRE = '/m/gameCenter?category=LOTTERY';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);
  const vendor = (page: Page, name: string) =>
    page.getByRole('tabpanel', { name: t('lobby:games.category.LOTTERY') }).getByRole('button', { name });

  test(`TCG lottery vendors open their lottery lobby (${language})${turn()}`, async ({ page, request, signIn }) => {
    await signIn(await newMember(request), language);
    for (const [name, code] of [
      ['TCG Lotto VN', 'TCG_LOTTO_VN'],
      ['TCG Lotto SEA', 'TCG_SEA'],
    ] as const) {
      await page.goto(`${LOTTERY_CENTRE}&lang=${language}`);
      await vendor(page, name).click();
      await expect(page).toHaveURL(new RegExp(`/m/launchGame\\?vendor=${code}&code=lobby&pageBack=`));
      expect(new URL(page.url()).searchParams.get('playType')).toBeNull();
      await expect(page.frameLocator('iframe').getByRole('button')).toBeVisible();
    }
  });

  test(`LOTT and ELOTT open the launch page in traditional play with the e-lottery prize mode (${language})${turn()}`, async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(await newMember(request), language);
    for (const [name, code] of [
      ['Platform Lotto', 'LOTT'],
      ['E-Lotto', 'ELOTT'],
    ] as const) {
      await page.goto(`${LOTTERY_CENTRE}&lang=${language}`);
      await vendor(page, name).click();
      await expect(page).toHaveURL(/\/m\/launchGame\?/);
      const query = new URL(page.url()).searchParams;
      expect(Object.fromEntries(query)).toMatchObject({
        vendor: code,
        code: 'lobby',
        playType: 'Tradition',
        prize_mode: 'Elott',
        pageBack: expect.stringMatching(/^\/m\/gameCenter\?category=LOTTERY/),
      });
      await expect(page.frameLocator('iframe').getByRole('button')).toBeVisible();
    }
  });

  test(`a guest tapping a lottery vendor is sent to login (${language})${turn()}`, async ({ page, openSite }) => {
    await openSite(LOTTERY_CENTRE, language);
    await vendor(page, 'E-Lotto').click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test(`the lottery pages list lottery and e-lottery games (${language})${turn()}`, async ({ page, openSite }) => {
    await openSite('/m/moreLottery', language);
    for (const title of [t('lobby:lottery.title'), t('lobby:lottery.elott_title')]) {
      const section = page.getByRole('region', { name: title, exact: true });
      await expect(section.getByRole('listitem').first()).toBeVisible();
    }
  });
}
