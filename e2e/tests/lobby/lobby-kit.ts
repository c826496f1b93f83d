// What the lobby tests share: a member of their own with money to play, and the page's size.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_BASE, GAME_TEST_PATHS, type TestCreditBody } from '@platform/shared/contract';
import { createMember, type Member } from '../../fixtures/accounts';
import { LUCKY_BAY } from '../../fixtures/merchants';

/**
 * A new M001 member for this test alone, with `pesos` in the wallet: tests that play or change
 * favourites leave the seeded accounts (and the tests that read their balance) alone.
 */
export async function newMember(request: APIRequestContext, pesos = 0): Promise<Member> {
  const member = await createMember(request);
  if (pesos > 0) {
    const body: TestCreditBody = { merchantCode: LUCKY_BAY.code, account: member.username, amount: pesos };
    const response = await request.put(`${API_BASE}${GAME_TEST_PATHS.credit}`, { data: body });
    if (!response.ok()) throw new Error(`The test credit answered HTTP ${response.status()}: ${await response.text()}`);
  }
  return member;
}

/** How many elements the page holds now. */
export function domSize(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName('*').length);
}

/** The page's DOM may hold at most this many elements, however long the list. */
export const DOM_LIMIT = 1500;

/** A game tile's name: its launch button (the first button) is named by the whole game name. */
export async function tileName(tile: Locator): Promise<string> {
  return (await tile.getByRole('button').first().getAttribute('aria-label')) ?? '';
}

/**
 * The place in the list of the furthest game the grid draws: how far the list has loaded and been
 * scrolled (the grid draws only the rows near the screen, in list order).
 */
export function furthestGame(page: Page): Promise<number> {
  return page.evaluate(() => {
    const items = document.querySelectorAll('[role="list"] [role="listitem"]');
    return Number(items[items.length - 1]?.getAttribute('aria-posinset') ?? 0);
  });
}
