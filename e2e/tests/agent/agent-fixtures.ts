import type { APIRequestContext, Page } from '@playwright/test';
import {
  AGENT_PATHS,
  AGENT_TEST_PATHS,
  MEMBER_TEST_PATHS,
  type ContractKind,
  type ContractTier,
  type OpenedAccount,
} from '@platform/shared/contract';
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

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, Merchant: LUCKY_BAY.code });

/** Opens a sub-agent under the agent of `token`, as the open-account page does; a new name each call. */
export async function openSubAgent(request: APIRequestContext, token: string) {
  const account = `sa${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1_000)}`;
  const password = 'team123';
  const response = await request.post(api(AGENT_PATHS.openAccount), {
    headers: bearer(token),
    data: { account, password, kind: 'agent', rebateRate: 0.1 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { value } = (await response.json()) as { value: OpenedAccount };
  return { id: value.id, account, password };
}

/** The agent of `token` offers its direct downline member a contract of the kind. */
export async function offerToDownline(
  request: APIRequestContext,
  token: string,
  memberId: number,
  kind: ContractKind,
  tiers: ContractTier[],
) {
  const response = await request.post(api(AGENT_PATHS.offers), {
    headers: bearer(token),
    data: { memberId, kind, tiers },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
