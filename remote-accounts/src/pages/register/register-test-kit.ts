import type { FieldRule, RuleTable } from '@platform/shared/contract';
import { ruleTableFactory } from '../../testing/accounts-kit';

const on = (pattern: string, messageKey: string, extra: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  pattern,
  messageKey,
  ...extra,
});

/** A registration table like Lucky Bay's: e-mail, nickname and invitation code optional, a captcha. */
export function registerTable(overrides: Partial<RuleTable> = {}): RuleTable {
  return ruleTableFactory({
    username: on('^[A-Za-z0-9_]{4,16}$', 'error.account_format', { maxLength: 16 }),
    password: on('^\\S{6,20}$', 'error.password_format', { maxLength: 20 }),
    mobileNum: on('^0?9\\d{9}$', 'error.mobile_invalid', { required: false, minLength: 10, maxLength: 11 }),
    verificationCode: on('^\\d{4,10}$', 'error.verification_code'),
    email: on('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'error.email_format', { required: false }),
    nickname: on('^.{2,20}$', 'error.name_format', { required: false }),
    affiliateCode: on('^[A-Za-z0-9]{4,12}$', 'error.invitation_code', { required: false }),
    captcha: on('^[0-9A-Za-z]{1,6}$', 'error.verification_code'),
    ...overrides,
  });
}
