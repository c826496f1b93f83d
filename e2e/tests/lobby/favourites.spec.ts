import { API_BASE, PATHS } from '@platform/shared/contract';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, errorText, textsIn } from '../../fixtures/texts';
import { newMember, tileName } from './lobby-kit';
import { takeTurns } from '../../fixtures/languages';

const FAVOURITES = `**${API_BASE}${PATHS.games.favourites}`;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);
  const slots = '/m/gameList?gameType=RNG';

  test(`a member stars a game, finds it in favourites after a reload, and removes it (${language})${turn()}`, async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(await newMember(request), language, slots);
    const list = page.getByRole('list', { name: t('lobby:games.title') });
    const tile = list.getByRole('listitem').nth(1);
    const name = await tileName(tile);
    const star = page.getByRole('button', { name: t('lobby:games.favourite', { name }) });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse(
      (r) => r.url().includes(PATHS.games.favourites) && r.request().method() === 'POST',
    );
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);

    await page.reload();
    const modes = page.getByRole('tablist', { name: t('lobby:games.modes') });
    await modes.getByRole('tab', { name: t('lobby:games.mode.fav') }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(name);
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await star.click();
    await expect(list).toHaveCount(0);
    await expect(page.getByText(t('lobby:games.empty_fav'))).toBeVisible();
    await page.reload();
    await expect(page.getByText(t('lobby:games.empty_fav'))).toBeVisible();
  });

  test(`a refused favourite is taken back and says why (${language})${turn()}`, async ({
    page,
    request,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503/);
    await page.route(FAVOURITES, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { errorCode: 'system.upgrading', message: 'upgrading' } })
        : route.fallback(),
    );
    await signIn(await newMember(request), language, slots);
    const tile = page
      .getByRole('list', { name: t('lobby:games.title') })
      .getByRole('listitem')
      .first();
    const name = await tileName(tile);
    const star = page.getByRole('button', { name: t('lobby:games.favourite', { name }) });
    await star.click();
    const reason = errorText(language, 'system.upgrading');
    await expect(page.getByText(t('lobby:games.favourite_add_failed', { name, reason }))).toBeVisible();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  test(`a guest who taps a game or its star is sent to login (${language})${turn()}`, async ({ page, openSite }) => {
    await openSite(slots, language);
    const tile = page
      .getByRole('list', { name: t('lobby:games.title') })
      .getByRole('listitem')
      .first();
    await tile.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goBack();
    const name = await tileName(tile);
    await page.getByRole('button', { name: t('lobby:games.favourite', { name }) }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
}
