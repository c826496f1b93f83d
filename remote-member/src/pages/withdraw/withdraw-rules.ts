import { ruleResolver, type RuleContext, failed, type TextKey } from '@platform/shared';
import type { AccountKind, Verdict, WithdrawInfo } from '@platform/shared/contract';
import { amountVerdict, parseAmount } from '../../features/money/money';
import { paymentPasswordVerdict } from '../../features/payment-password/payment-password-rules';

const fail = (key: TextKey<'member', 'withdraw'>) => failed(`member:withdraw.${key}`);
const PASS: Verdict = { pass: true };

export interface AccountValues {
  kind: AccountKind;
  bankName: string;
  holderName: string;
  accountNumber: string;
}

const name = (value: string) => (value.trim().length >= 2 ? PASS : fail('name_required'));

export const accountResolver = ruleResolver<AccountValues>({
  bankName: (value, { kind }) => (kind === 'BANK' ? name(value) : PASS),
  holderName: name,
  accountNumber: (value) => (/^\d{10,20}$/.test(value.replace(/[\s-]/g, '')) ? PASS : fail('account_number_format')),
});

export interface WithdrawValues {
  accountId: string;
  amount: string;
  paymentPassword: string;
}

export interface WithdrawContext extends RuleContext {
  info: WithdrawInfo;
}

export const withdrawResolver = ruleResolver<WithdrawValues, WithdrawContext>({
  accountId: (value) => (value ? PASS : fail('account_required')),
  amount: (value, _values, _table, context) => {
    const limits = context?.info.limits;
    const verdict = amountVerdict(
      value,
      limits ? { min: limits.minPerTransaction, max: limits.maxPerTransaction } : null,
    );
    if (!verdict.pass) return verdict;
    const amount = parseAmount(value) ?? 0;
    return context && amount > context.info.withdrawable ? failed('member:money.amount_over_balance') : PASS;
  },
  paymentPassword: paymentPasswordVerdict,
});
