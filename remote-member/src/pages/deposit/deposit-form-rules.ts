import { ruleResolver, type RuleContext } from '@platform/shared';
import type { DepositChannel, DepositChannelCode } from '@platform/shared/contract';
import { amountVerdict } from '../../features/money/money';

export interface DepositValues {
  channel: DepositChannelCode;
  amount: string;
}

export interface DepositContext extends RuleContext {
  channels: readonly DepositChannel[];
}

export const channelLimits = (channels: readonly DepositChannel[], code: DepositChannelCode) =>
  channels.find((channel) => channel.code === code) ?? null;

/** The amount must be one the chosen channel takes; the server checks again. */
export const depositResolver = ruleResolver<DepositValues, DepositContext>({
  amount: (value, values, _table, context) =>
    amountVerdict(value, channelLimits(context?.channels ?? [], values.channel)),
});
