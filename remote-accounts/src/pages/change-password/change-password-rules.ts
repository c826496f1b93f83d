import { requiredRule, ruleResolver, type RuleContext, type MessageKey } from '@platform/shared';
import { checkConfirmation } from '@platform/shared/contract';

/** The spec's form field names: old_password, password, confimpsw (mobileNum is the read-only username). */
export interface ChangeValues {
  old_password: string;
  password: string;
  confimpsw: string;
}

export const SAME_KEY: MessageKey = 'accounts:change.same';

/** The fields shown: the old password only when this page does not know it. */
export const changeFields = (asksOld: boolean): RuleContext => ({
  fields: asksOld ? ['old_password', 'password', 'confimpsw'] : ['password', 'confimpsw'],
});

/**
 * Old password against the login-password rules, new password against the password rules,
 * confirmation required and equal (spec §5).
 */
export const changeResolver = ruleResolver<ChangeValues>({
  old_password: requiredRule('loginPassword'),
  password: requiredRule('password'),
  confimpsw: (value, { password }) =>
    checkConfirmation(password, value, 'accounts:change.confirm_required', 'accounts:change.mismatch'),
});
