import { API_BASE, PATHS, type PlayRoundValue } from '@platform/shared/contract';
import { formatPesos } from '@platform/shared/format';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { newMember, tileName } from './lobby-kit';
import { takeTurns } from '../../fixtures/languages';

const STARTING_BALANCE = 500;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`a member launches a game, plays a round, and the header balance moves by its result (${language})${turn()}`, async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(await newMember(request, STARTING_BALANCE), language);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText(formatPesos(STARTING_BALANCE, language));

    await page.goto(`/m/gameList?gameType=RNG&lang=${language}`);
    const tile = page
      .getByRole('list', { name: t('lobby:games.title') })
      .getByRole('listitem')
      .first();
    await tile.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/launchGame\?nodeId=\d+&vendor=\w+&pageBack=%2Fm%2FgameList/);

    const game = page.frameLocator(`iframe[title="${t('lobby:launch.frame_title')}"]`);
    const answer = page.waitForResponse((r) => r.url().endsWith(`${API_BASE}${PATHS.play.round}`));
    await game.getByRole('button').click();
    const round = ((await (await answer).json()) as { value: PlayRoundValue }).value;
    const after = STARTING_BALANCE - round.stake + round.payout;
    expect(round.wallet.sumBalance).toBeCloseTo(after, 2);

    // Back to the list the game came from, then home, with no reload: the header follows the game.
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('host:back') })
      .click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG/);
    await page
      .getByRole('navigation', { name: t('host:nav.label') })
      .getByRole('link', { name: t('host:nav.home') })
      .click();
    await expect(balance).toHaveText(formatPesos(after, language));
  });

  test(`launching records the game under recent (${language})${turn()}`, async ({ page, request, signIn }) => {
    await signIn(await newMember(request), language);
    await page.goto(`/m/gameList?gameType=RNG&lang=${language}`);
    const list = page.getByRole('list', { name: t('lobby:games.title') });
    const tile = list.getByRole('listitem').nth(2);
    const launchButton = tile.getByRole('button').first();
    const name = await tileName(tile);
    await launchButton.click();
    await expect(page).toHaveURL(/\/m\/launchGame/);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('host:back') })
      .click();
    await page
      .getByRole('tablist', { name: t('lobby:games.modes') })
      .getByRole('tab', { name: t('lobby:games.mode.recent') })
      .click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(name);
  });

  test(`the launch page's back never leaves /m/ (${language})${turn()}`, async ({ page, signIn }) => {
    await signIn({ username: 'member01', password: 'member123' }, language);
    for (const pageBack of ['https://example.com/m/home', '//example.com/m/home', 'javascript:alert(1)']) {
      await page.goto(
        `/m/launchGame?nodeId=5001&vendor=JILI&pageBack=${encodeURIComponent(pageBack)}&lang=${language}`,
      );
      await expect(page.frameLocator('iframe').getByRole('button')).toBeVisible();
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('host:back') })
        .click();
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/m\//);
    }
    await page.goto(
      `/m/launchGame?nodeId=5001&vendor=JILI&pageBack=${encodeURIComponent('/m/lottery')}&lang=${language}`,
    );
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('host:back') })
      .click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });
}
