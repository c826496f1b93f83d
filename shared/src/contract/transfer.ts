// Superior transfer and rebates: a member's money moving to their upline, and the rebate on their bets.
import type { Static } from '@sinclair/typebox';
import type {
  RebateClaimBodySchema,
  RebateClaimSchema,
  RebateDueSchema,
  TestUplineBodySchema,
  UplineTransferBodySchema,
  UplineTransferInfoSchema,
  UplineTransferSchema,
} from './schemas/transfer';

export const TRANSFER_PATHS = {
  /** GET → UplineTransferInfo; 403 `auth.no_permission` without an upline or for type 2. */
  uplineInfo: '/transfer/upline',
  /**
   * POST UplineTransferBody → UplineTransfer (the same transfer again for a key already used); a wrong
   * payment password answers 400 `payment.password_wrong`, none set 409 `payment.password_missing`.
   */
  uplineTransfers: '/transfer/upline/orders',
  /** GET → RebateDue: today's bets and the rebate not yet claimed on them. */
  rebateDue: '/rebate/due',
  /** POST RebateClaimBody → RebateClaim; nothing due answers 409 `payment.order_closed`. */
  rebateClaims: '/rebate/claims',
  /** GET → RebateClaim[], newest first. */
  rebateHistory: '/rebate/claims/history',
} as const;

/** Member type that never transfers to its upline (spec: "type is not 2"). */
export const NO_UPLINE_TRANSFER_TYPE = 2;

export type UplineTransferInfo = Static<typeof UplineTransferInfoSchema>;

export type UplineTransferBody = Static<typeof UplineTransferBodySchema>;

export type UplineTransfer = Static<typeof UplineTransferSchema>;

export type RebateDue = Static<typeof RebateDueSchema>;

export type RebateClaimBody = Static<typeof RebateClaimBodySchema>;

export type RebateClaim = Static<typeof RebateClaimSchema>;

/** Test-mode paths standing in for the back office (404 outside test mode). */
export const TRANSFER_TEST_PATHS = {
  /** PUT TestUplineBody: puts the member under the upline, as the back office would → `{}`. */
  upline: '/test/transfer/upline',
  /** GET → WalletSummary of any member of the merchant, as the back office sees it. */
  balance: (account: string) => `/test/transfer/balance/${account}`,
} as const;

export type TestUplineBody = Static<typeof TestUplineBodySchema>;
