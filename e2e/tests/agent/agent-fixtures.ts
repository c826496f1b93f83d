import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT_TEST_PATHS, MEMBER_TEST_PATHS, type ContractKind } from '@platform/shared/contract';
import { expect } from '../../fixtures/test';
import { LUCKY_BAY } from '../../fixtures/merchants';

/** agent01's first sub-agent, one of the seeded team accounts that can sign in. */
export const SUB_AGENT = { username: 'sub1a01', password: 'team123' } as const;
/** A seeded team player that can sign in; a test may turn it into another type for a while. */
export const TEAM_PLAYER = { username: 'tm0001', password: 'team123' } as const;

const api = (path: string) => `/api${path}`;

/** Offers the account a new contract of the kind: a pending request until it is answered. */
export async function offerContract(request: APIRequestContext, account: string, kind: ContractKind) {
  const response = await request.put(api(AGENT_TEST_PATHS.contract), {
    data: { merchantCode: LUCKY_BAY.code, account, kind },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Changes a member's type through the test API. */
export async function setMemberType(request: APIRequestContext, account: string, type: number) {
  const response = await request.put(api(MEMBER_TEST_PATHS.member), {
    data: { merchantCode: LUCKY_BAY.code, account, type },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Waits for the agent home's pending-contract answer, so what follows sees its prompts (or none). */
export const pendingContractsAnswered = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/agent/contracts/pending') && response.ok());
