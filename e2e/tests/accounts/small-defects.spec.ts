// Small things a person met on the accounts, host and home screens: titles, hints and menus that say
// the right thing for who is looking, a popup that stays closed, and a reset page that tells a
// stranger nothing about which numbers have accounts.
import { API_BASE, PATHS, type AnnouncementList } from '@platform/shared/contract';
import { expect, test, uniqueMobile } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';
import { newMember } from '../lobby/lobby-kit';

// The download bar's tagline of the merchant, as the seed writes it in each language.
const TAGLINE = { ty: 'Lucky Bay: laro, taya at panalo kahit saan', en: 'Lucky Bay: play, bet and win anywhere' };

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`a guest: the menu, the home tagline, the captcha hint and the reset page (${language})${turn()}`, async ({
    page,
    openSite,
  }) => {
    await openSite('/m/home', language);
    const bar = page.getByRole('complementary', { name: t('lobby:home.download.bar') });
    await expect(bar).toContainText(TAGLINE[language]);
    await page.getByRole('button', { name: t('host:header.menu') }).click();
    const menu = page.getByRole('list', { name: t('host:header.menu') });
    await expect(menu.getByRole('button', { name: t('host:menu.deposit') })).toBeVisible();
    await expect(menu.getByRole('button', { name: t('host:menu.withdraw') })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: t('host:menu.refresh') })).toHaveCount(0);

    await openSite('/m/register', language);
    await expect(page.getByText(t('accounts:captcha.hint', { min: 1, max: 6 }))).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('accounts:captcha.label') })).toHaveAttribute('maxlength', '6');

    // A number no account has gets the same answer as one that has: the code field opens.
    await openSite('/m/setPsw', language);
    await expect(page.getByRole('heading', { name: t('host:title.reset_password') })).toBeVisible();
    await page.getByRole('textbox', { name: t('accounts:mobile.label'), exact: true }).fill(uniqueMobile());
    await page.getByRole('button', { name: t('accounts:sms.get_code') }).click();
    await expect(page.getByLabel(t('accounts:sms.label'), { exact: true })).toBeEnabled();
  });

  test(`a member's Mine names Messages for what it opens (${language})${turn()}`, async ({ page, request, signIn }) => {
    await signIn(await newMember(request), language, '/m/mine');
    const entry = page.getByRole('link', { name: t('member:mine.entries.messages') });
    await expect(entry).toHaveAttribute('href', '/m/webEmail');
  });

  test(`a trial account is told what fits it on security and responsible gaming (${language})${turn()}`, async ({
    page,
    openSite,
  }) => {
    await openSite('/m/login', language);
    await page.getByRole('button', { name: t('accounts:login.trial') }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await openSite('/m/securityCenter', language);
    await expect(page.getByText(t('member:security.trial'))).toBeVisible();
    await expect(page.getByText(t('member:money.trial'))).toHaveCount(0);
    await openSite('/m/responsibleGaming', language);
    await expect(page.getByText(t('member:responsible_gaming.trial'))).toBeVisible();
    await expect(page.getByText(t('member:money.trial'))).toHaveCount(0);
  });

  test(`a closed welcome popup stays closed after a change of language (${language})${turn()}`, async ({
    page,
    openSite,
  }) => {
    // The server writes a popup in the language asked for: the same announcement, other words.
    const titles = { ty: 'Maligayang pagdating', en: 'Welcome' };
    let answered = 0;
    await page.route(`**${API_BASE}${PATHS.announcements}?*`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: AnnouncementList };
      const asked = answered === 0 ? language : language === 'ty' ? 'en' : 'ty';
      answered += 1;
      const welcome = {
        id: 9100,
        type: 'PU' as const,
        execution: 'B' as const,
        createdAt: '2025-05-01T00:00:00.000Z',
        title: titles[asked],
        content: `<p>${titles[asked]}</p>`,
      };
      const list = [...body.value.list.filter((item) => item.type !== 'PU'), welcome];
      await route.fulfill({ response, json: { value: { ...body.value, list } } });
    });
    await openSite('/m/home', language);
    const popup = page.getByRole('dialog', { name: titles[language] });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    const other = language === 'ty' ? 'en' : 'ty';
    const again = page.waitForResponse((r) => r.url().includes(`${API_BASE}${PATHS.announcements}?`) && answered > 1);
    await page.getByRole('button', { name: new RegExp(`^${t('host:header.language')}: `) }).click();
    await page.getByRole('menuitemradio', { name: other === 'en' ? 'English' : 'Tagalog' }).click();
    await again;
    // Popups open half a second after the list arrives.
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
