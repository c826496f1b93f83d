// A guest who stars or opens a game is sent to log in; after the login the person is back where they
// were and what they asked for is done: the star set, the game launched.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, submitLogin, test } from '../../fixtures/test';
import { LANGUAGES, textsIn, type Language } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';
import { newMember, tileName } from './lobby-kit';

const SLOTS = '/m/gameList?gameType=RNG';

/** A guest on the slots list, with a member of their own to log in as after a tap sends them to log in. */
async function guestOnSlots(page: Page, request: APIRequestContext, open: () => Promise<void>, language: Language) {
  const member = await newMember(request);
  await open();
  const tiles = page.getByRole('list', { name: textsIn(language).t('lobby:games.title') }).getByRole('listitem');
  const logIn = async () => {
    await expect(page).toHaveURL(/\/m\/login/);
    await submitLogin(page, language, member.username, member.password);
  };
  return { tiles, logIn };
}

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`a guest's star is set after the login, back on the list (${language})${turn()}`, async ({
    page,
    request,
    openSite,
  }) => {
    const { tiles, logIn } = await guestOnSlots(page, request, () => openSite(SLOTS, language), language);
    const star = page.getByRole('button', { name: t('lobby:games.favourite', { name: await tileName(tiles.nth(1)) }) });
    await star.click();
    await logIn();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG/);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  test(`a guest's game opens after the login, its back arrow to the list (${language})${turn()}`, async ({
    page,
    request,
    openSite,
  }) => {
    const { tiles, logIn } = await guestOnSlots(page, request, () => openSite(SLOTS, language), language);
    await tiles.first().getByRole('button').first().click();
    await logIn();
    await expect(page).toHaveURL(/\/m\/launchGame\?nodeId=\d+&vendor=\w+&pageBack=%2Fm%2FgameList/);
    const game = page.frameLocator(`iframe[title="${t('lobby:launch.frame_title')}"]`);
    await expect(game.getByRole('button')).toBeVisible();
  });
}
