import { API_BASE, PATHS, type FairRotation, type PlayRoundValue } from '@platform/shared/contract';
import { takeTurns } from '../../fixtures/languages';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { sessionToken } from '../money/money-calls';
import { newMember } from './lobby-kit';

// A slot of the demo catalogue that the play page settles at once.
const SLOT = 5001;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`a played round checks out in the bet record's Verify view once its seed is rotated (${language})${turn()}`, async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(await newMember(request, 500), language);
    await page.goto(`/m/launchGame?nodeId=${SLOT}&vendor=JILI&pageBack=%2Fm%2FgameList&lang=${language}`);
    const game = page.frameLocator(`iframe[title="${t('lobby:launch.frame_title')}"]`);
    const answer = page.waitForResponse((r) => r.url().endsWith(`${API_BASE}${PATHS.play.round}`));
    await game.getByRole('button').click();
    const round = ((await (await answer).json()) as { value: PlayRoundValue }).value;

    await page.goto(`/m/gameRecord?lang=${language}`);
    const bet = page.getByRole('listitem').filter({ hasText: t('member:records.round', { id: round.roundId }) });
    const open = bet.getByRole('button', { name: t('member:records.verify.open') });
    const check = page.getByRole('region', { name: t('member:records.verify.title', { id: round.roundId }) });
    // Before the rotation the seed is still secret: the view shows its hash and says when it comes.
    await open.click();
    await expect(check).toContainText(round.fairness.serverSeedHash);
    await expect(check).toContainText(t('member:records.verify.server_seed_hidden'));
    await expect(check.getByText(t('member:records.verify.verified'))).toHaveCount(0);
    await bet.getByRole('button', { name: t('member:records.verify.close') }).click();

    const rotated = await request.post(`${API_BASE}${PATHS.play.rotate}`, {
      headers: { Authorization: `Bearer ${await sessionToken(page)}` },
    });
    const { revealed } = ((await rotated.json()) as { value: FairRotation }).value;
    expect(revealed.serverSeedHash).toBe(round.fairness.serverSeedHash);

    await open.click();
    await expect(check).toContainText(revealed.serverSeed);
    await expect(check).toContainText(t('member:records.verify.hash_ok'));
    await expect(check.getByRole('status')).toHaveText(t('member:records.verify.verified'));
  });
}
