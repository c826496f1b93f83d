import { MEMBER_PATHS, MEMBER_TEST_PATHS, type HelpEntry } from '@platform/shared/contract';
import { expect, test } from '../../fixtures/accounts';
import { LANGUAGES, escapeRegExp, textsIn } from '../../fixtures/texts';
import { api, bottomNav } from './member-kit';
import { takeTurns } from '../../fixtures/languages';
import { LUCKY_BAY } from '../../fixtures/merchants';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`a message read in the inbox clears the header's unread dot without a reload (${language})${turn()}`, async ({
    page,
    signIn,
    member,
    request,
  }) => {
    const title = { ty: `Bonus para sa iyo ${member.username}`, en: `A bonus for you ${member.username}` };
    const posted = await request.post(api(MEMBER_TEST_PATHS.messages), {
      data: {
        merchantCode: LUCKY_BAY.code,
        account: member.username,
        category: 'promo',
        title,
        content: { ty: '<p>Nasa reward centre na.</p>', en: '<p>It is in the reward centre.</p>' },
      },
    });
    expect(posted.ok()).toBe(true);
    await signIn(member, language);
    await expect(page.getByTestId('unread-dot')).toBeVisible();
    let documents = 0;
    page.on('load', () => (documents += 1));

    await bottomNav(page, language, 'member').click();
    await page
      .getByRole('navigation', { name: t('member:mine.services') })
      .getByRole('link', { name: t('member:mine.entries.messages') })
      .click();
    await page.getByRole('link', { name: new RegExp(escapeRegExp(title[language])) }).click();
    await expect(page.getByRole('heading', { level: 2, name: title[language] })).toBeVisible();
    await bottomNav(page, language, 'home').click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
    expect(documents, 'the page was not loaded again').toBe(0);
  });

  test(`help ?i=2 opens the third entry (${language})${turn()}`, async ({ page, openSite, request }) => {
    const response = await request.get(api(MEMBER_PATHS.help), {
      params: { device: 'MOBILE' },
      headers: { Merchant: LUCKY_BAY.code, Language: language.toUpperCase() },
    });
    const entries = ((await response.json()) as { value: HelpEntry[] }).value;
    const third = entries[2];
    if (!third) throw new Error(`The seed has fewer than three help entries for ${LUCKY_BAY.code}.`);
    await openSite('/m/help?i=2', language);
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(third.title);
    await expect(
      page.getByRole('navigation', { name: t('member:help.topics') }).getByRole('link', { name: third.title }),
    ).toHaveAttribute('aria-current', 'page');
  });
}
