import { checkConfirmation, checkRequiredRule, type FieldRule, type RuleTable, type Verdict } from '@platform/shared';

export type ChangeField = 'oldPassword' | 'password' | 'confirm';

const ANY: FieldRule = { enabled: true, required: true, pattern: '^.+$', messageKey: 'required' };

export const SAME_KEY = 'accounts:change.same';

/**
 * Old password against the login-password rules (only when it is asked for), new password against
 * the password rules and unlike the old one, confirmation required and equal (spec §5).
 */
export function checkChangeField(
  table: RuleTable | null,
  field: ChangeField,
  values: Record<ChangeField, string>,
): Verdict {
  switch (field) {
    case 'oldPassword':
      return checkRequiredRule(table?.loginPassword, values.oldPassword, ANY);
    case 'password':
      return checkRequiredRule(table?.password, values.password, ANY);
    case 'confirm':
      return checkConfirmation(
        values.password,
        values.confirm,
        'accounts:change.confirm_required',
        'accounts:change.mismatch',
      );
  }
}
