// API set-up of the money tests: the signed-in page's token, and deposits paid through the test
// endpoint that stands in for the payment provider.
import type { APIRequestContext } from '@playwright/test';
import { sessionToken } from '../../fixtures/test';
import { HTTP_4XX, createMember, test as base } from '../../fixtures/accounts';
import type { Language } from '../../fixtures/texts';
import {
  API_BASE,
  GAME_CALL_MODULE,
  MODULE_HEADER,
  PLAY_TICKET_HEADER,
  type LaunchValue,
  type PlayRoundValue,
  MONEY_PATHS,
  MONEY_TEST_PATHS,
  type DepositOrder,
  type OrderPage,
  type WalletSummary,
  PATHS,
} from '@platform/shared/contract';

export { sessionToken };

async function valueOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { value?: T };
  if (!response.ok() || body.value === undefined) {
    throw new Error(`${response.url()} answered HTTP ${response.status()}: ${JSON.stringify(body)}`);
  }
  return body.value;
}

/** Calls to platform-api as the member of `token`, and as the provider and back office of test mode. */
export function moneyCalls(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const url = (path: string) => `${API_BASE}${path}`;
  return {
    list: async <T>(path: string) => (await valueOf<OrderPage<T>>(await request.get(url(path), { headers }))).list,
    wallet: async () => valueOf<WalletSummary>(await request.get(url(PATHS.wallet), { headers })),
    payDeposit: async (orderNo: string) =>
      valueOf<DepositOrder>(await request.put(url(MONEY_TEST_PATHS.depositPaid(orderNo)))),
    review: async (orderNo: string, action: 'approve' | 'reject' | 'pay', reason?: string) =>
      valueOf(await request.put(url(MONEY_TEST_PATHS.withdrawalReview(orderNo)), { data: { action, reason } })),
    /** Launches a game as the site does and plays `stakes` on its page's API, one round each. */
    playRounds: async (nodeId: number, stakes: number[]) => {
      const launch = await valueOf<LaunchValue>(
        await request.get(url(PATHS.games.launch), {
          headers: { ...headers, [MODULE_HEADER]: GAME_CALL_MODULE.launch },
          params: { nodeId },
        }),
      );
      const ticket = new URL(launch.url, 'http://localhost').searchParams.get('ticket') ?? '';
      const rounds: PlayRoundValue[] = [];
      for (const stake of stakes) {
        rounds.push(
          await valueOf<PlayRoundValue>(
            await request.post(url(PATHS.play.round), { headers: { [PLAY_TICKET_HEADER]: ticket }, data: { stake } }),
          ),
        );
      }
      return rounds;
    },
    /** A GCash deposit of `amount`, paid: the member then has that much more. */
    fund: async (amount: number) => {
      const order = await valueOf<DepositOrder>(
        await request.post(url(MONEY_PATHS.deposits), {
          headers,
          data: {
            channel: 'GCASH',
            amount,
            idempotencyKey: `fund-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
          },
        }),
      );
      return valueOf<DepositOrder>(await request.put(url(MONEY_TEST_PATHS.depositPaid(order.orderNo))));
    },
  };
}

export type MoneyCalls = ReturnType<typeof moneyCalls>;

/**
 * `newMember(language)`: a fresh member (balance ₱0.00) signed in on the page, with the calls made as
 * them. Refusals are part of these flows, so Chromium's reports of 4xx answers are expected.
 */
export const test = base.extend<{ newMember: (language: Language) => Promise<MoneyCalls> }>({
  newMember: async ({ page, request, signIn, allowConsoleErrors }, use) => {
    allowConsoleErrors(HTTP_4XX);
    await use(async (language) => {
      await signIn(await createMember(request), language);
      return moneyCalls(request, await sessionToken(page));
    });
  },
});

export { expect } from '../../fixtures/accounts';
