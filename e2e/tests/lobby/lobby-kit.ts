// What the lobby tests share: a member of their own with money to play, and the page's size.
import type { APIRequestContext, Page } from '@playwright/test';
import { API_BASE, GAME_TEST_PATHS, type TestCreditBody } from '@platform/shared/contract';
import { createMember, type Member } from '../../fixtures/accounts';

/**
 * A new M001 member for this test alone, with `pesos` in the wallet: tests that play or change
 * favourites leave the seeded accounts (and the tests that read their balance) alone.
 */
export async function newMember(request: APIRequestContext, pesos = 0): Promise<Member> {
  const member = await createMember(request);
  if (pesos > 0) {
    const body: TestCreditBody = { merchantCode: 'M001', account: member.username, amount: pesos };
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
