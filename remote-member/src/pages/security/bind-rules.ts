import { requiredRule, ruleResolver } from '@platform/shared';
import type { BindKind } from '@platform/shared/contract';
import type { BindContactInput } from '../../api/contact-binding';

export type BindValues = BindContactInput;

/** The server field a failure names → the form field that shows it. */
export function bindFieldOf(field: string | undefined): keyof BindValues | null {
  if (field === 'mobileNum' || field === 'email') return 'target';
  if (field === 'verificationCode' || field === 'password') return field;
  return null;
}

const common = {
  verificationCode: requiredRule('verificationCode'),
  password: requiredRule('loginPassword'),
};

/** Each kind's number or address is checked by the merchant's own rule, as the server checks it. */
export const BIND_RESOLVERS = {
  mobile: ruleResolver<BindValues>({ target: requiredRule('mobileNum'), ...common }),
  email: ruleResolver<BindValues>({ target: requiredRule('email'), ...common }),
} satisfies Record<BindKind, unknown>;
