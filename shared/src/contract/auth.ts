import type { Static } from '@sinclair/typebox';
import type { LoginPortalSchema, LoginRequestSchema, LoginTypeSchema } from './schemas/auth';
import type { LoginValueSchema, MemberInfoSchema, RenewValueSchema, WalletSummarySchema } from './schemas/auth';

/** Member types. 4 is a free-trial account; 0, 40, 41 and 42 are non-agent types. */
export const MEMBER_TYPE = {
  member: 0,
  trial: 4,
  agent: 1,
  player40: 40,
  player41: 41,
  player42: 42,
} as const;

/** Types that never see the agent area. */
export const NON_AGENT_HOME_TYPES: readonly number[] = [0, 4, 40];
/** Types that never get pending-contract prompts or the dividend-info load. */
export const NO_CONTRACT_TYPES: readonly number[] = [4, 40, 41, 42];

export type LoginType = Static<typeof LoginTypeSchema>;

/** Which door the login comes through: member pages and agent pages are kept apart. */
export type LoginPortal = Static<typeof LoginPortalSchema>;

/** The decrypted login body (POST PATHS.login, encrypted). */
export type LoginRequest = Static<typeof LoginRequestSchema>;

export type LoginValue = Static<typeof LoginValueSchema>;

export type RenewValue = Static<typeof RenewValueSchema>;

export type MemberInfo = Static<typeof MemberInfoSchema>;

export type WalletSummary = Static<typeof WalletSummarySchema>;
