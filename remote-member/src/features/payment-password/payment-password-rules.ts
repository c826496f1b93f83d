import { ruleResolver, type RuleContext, failed, type TextKey } from '@platform/shared';
import { PAYMENT_PASSWORD_PATTERN, type Verdict } from '@platform/shared/contract';

const PASSWORD = new RegExp(PAYMENT_PASSWORD_PATTERN);

const fail = (key: TextKey<'member', 'withdraw'>) => failed(`member:withdraw.${key}`);

/** Six digits, as every form that asks for the payment password checks it. */
export const paymentPasswordVerdict = (value: string): Verdict =>
  PASSWORD.test(value) ? { pass: true } : fail('password_format');

export interface PasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** The fields shown: the old payment password only when one is set already. */
export const passwordFields = (changing: boolean): RuleContext => ({
  fields: changing ? ['oldPassword', 'password', 'confirm'] : ['password', 'confirm'],
});

export const passwordResolver = ruleResolver<PasswordValues>({
  oldPassword: paymentPasswordVerdict,
  password: paymentPasswordVerdict,
  confirm: (value, { password }) => (value === password ? paymentPasswordVerdict(value) : fail('password_mismatch')),
});
