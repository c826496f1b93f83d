import { API_BASE, PATHS, RESPONSIBLE_PATHS, type PlayRoundValue } from '@platform/shared/contract';
import { formatCentavos, toCentavos } from '@platform/shared/format';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { expect, sessionToken, test } from './money-calls';
import { takeTurns } from '../../fixtures/languages';

// A slot of the demo catalogue that the play page settles at once.
const SLOT = 5001;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`the reality check shows over a game after the member's minutes, with time and net result (${language})${turn()}`, async ({
    page,
    request,
    newMember,
    openSite,
  }) => {
    const calls = await newMember(language);
    await calls.fund(500);
    const minutes = 15;
    const set = await request.put(`${API_BASE}${RESPONSIBLE_PATHS.realityCheck}`, {
      headers: { Authorization: `Bearer ${await sessionToken(page)}` },
      data: { minutes },
    });
    expect(set.ok()).toBe(true);

    await page.clock.install();
    await openSite(`/m/launchGame?nodeId=${SLOT}&vendor=JILI&pageBack=%2Fm%2FgameList`, language);
    const game = page.frameLocator(`iframe[title="${t('lobby:launch.frame_title')}"]`);
    const answer = page.waitForResponse((r) => r.url().endsWith(`${API_BASE}${PATHS.play.round}`));
    await game.getByRole('button').click();
    const round = ((await (await answer).json()) as { value: PlayRoundValue }).value;

    const check = page.getByRole('dialog', { name: t('common:reality_check.title') });
    await page.clock.fastForward(`${minutes - 1}:00`);
    await expect(check).toHaveCount(0);
    await page.clock.fastForward('01:00');
    await expect(check).toBeVisible();
    await expect(check).toContainText(t('common:reality_check.elapsed', { hours: 0, minutes }));
    await expect(check).toContainText(
      t('common:reality_check.net', {
        amount: formatCentavos(toCentavos(round.payout) - toCentavos(round.stake), language),
      }),
    );
    await check.getByRole('button', { name: t('common:reality_check.continue') }).click();
    await expect(check).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/launchGame/);

    await page.clock.fastForward(`${minutes}:00`);
    await expect(check).toContainText(t('common:reality_check.elapsed', { hours: 0, minutes: 2 * minutes }));
    await check.getByRole('button', { name: t('common:reality_check.leave') }).click();
    await expect(page).toHaveURL(/\/m\/gameList/);
  });
}
