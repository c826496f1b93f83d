import type { WithdrawAccount } from '@platform/shared/contract';

/** "GCash · Pedro Santos · •••• 4567": how an account is named on every money screen. */
export const accountLabel = (account: WithdrawAccount) =>
  [account.bankName, account.holderName, account.maskedNumber].join(' · ');
