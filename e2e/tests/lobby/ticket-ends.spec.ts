import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_BASE,
  GAME_TEST_PATHS,
  PATHS,
  RESPONSIBLE_PATHS,
  type ErrorBody,
  type TestCreditBody,
  type WalletSummary,
} from '@platform/shared/contract';
import { HTTP_4XX, type Member } from '../../fixtures/accounts';
import { loginThroughApi } from '../../fixtures/platform-api';
import { takeTurns } from '../../fixtures/languages';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, t, type Language } from '../../fixtures/texts';
import { sessionToken } from '../money/money-calls';
import { newMember } from './lobby-kit';
import { LUCKY_BAY } from '../../fixtures/merchants';

const SLOT = 5001;
const STARTING_BALANCE = 500;

async function balanceOf(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  const wallet = await request.get(`${API_BASE}${PATHS.wallet}`, { headers });
  return ((await wallet.json()) as { value: WalletSummary }).value.sumBalance;
}

/** A member of their own with money, signed in, with a slot open in its frame. */
async function openGame(
  page: Page,
  request: APIRequestContext,
  signIn: (account: Member, language: Language) => Promise<void>,
  language: Language,
) {
  const member = await newMember(request, STARTING_BALANCE);
  await signIn(member, language);
  await page.goto(`/m/launchGame?nodeId=${SLOT}&vendor=JILI&pageBack=%2Fm%2FgameList&lang=${language}`);
  const game = page.frameLocator(`iframe[title="${t(language, 'lobby:launch.frame_title')}"]`);
  const play = game.getByRole('button');
  await expect(play).toBeEnabled();
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  return {
    member,
    game,
    headers,
    before: await balanceOf(request, headers),
    /** Plays in the frame: the round's answer. */
    playRound: async () => {
      const answer = page.waitForResponse((r) => r.url().endsWith(`${API_BASE}${PATHS.play.round}`));
      await play.click();
      return answer;
    },
  };
}

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  test(`a self-exclusion stops an open game at once, saying until when, and no money moves (${language})${turn()}`, async ({
    page,
    request,
    signIn,
    allowConsoleErrors,
  }) => {
    // The refused round is a 403 inside the game's frame.
    allowConsoleErrors(HTTP_4XX);
    const { member, game, headers, before, playRound } = await openGame(page, request, signIn, language);
    const excluded = await request.post(`${API_BASE}${RESPONSIBLE_PATHS.exclusion}`, {
      headers,
      data: { kind: 'self_exclusion', period: '6m' },
    });
    expect(excluded.ok()).toBe(true);

    const refused = await playRound();
    expect(refused.status()).toBe(403);
    const error = (await refused.json()) as ErrorBody;
    expect(error.errorCode).toBe('play.excluded');
    const until = error.data?.values?.until ?? '';
    await expect(game.getByText(t(language, 'common:error.play_excluded', { until }))).toBeVisible();

    // The wallet is as it was: a test credit of one peso answers the balance it leaves.
    const credit: TestCreditBody = { merchantCode: LUCKY_BAY.code, account: member.username, amount: 1 };
    const wallet = await request.put(`${API_BASE}${GAME_TEST_PATHS.credit}`, { data: credit });
    expect(((await wallet.json()) as { value: WalletSummary }).value.sumBalance).toBeCloseTo(before + 1, 2);
  });

  test(`signing out stops an open game at once, and no money moves (${language})${turn()}`, async ({
    page,
    request,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(HTTP_4XX);
    const { member, game, headers, before, playRound } = await openGame(page, request, signIn, language);
    expect((await request.delete(`${API_BASE}${PATHS.logout}`, { headers })).ok()).toBe(true);

    expect((await playRound()).status()).toBe(401);
    await expect(game.getByText(t(language, 'common:error.launch_session_ended'))).toBeVisible();

    const { token } = await loginThroughApi(request, member);
    expect(await balanceOf(request, { Authorization: `Bearer ${token}` })).toBe(before);
  });
}
