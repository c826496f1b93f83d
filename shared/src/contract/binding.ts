// Binding a mobile number or an e-mail address to the signed-in member, proven by a code sent there.
import type { Static } from '@sinclair/typebox';
import type {
  BindCodeSentSchema,
  BindEmailBodySchema,
  BindMobileBodySchema,
  EmailCodeBodySchema,
  MailCodeEntrySchema,
  MemberContactsSchema,
  MobileCodeBodySchema,
} from './schemas/binding';

export const BINDING_PATHS = {
  /**
   * POST MobileCodeBody → BindCodeSent: an SMS code to the new number (never to one bound to
   * another member, 409 `binding.mobile_taken`); 429 `rate.limited` with Retry-After when too soon.
   */
  mobileCode: '/member/mobile/code',
  /** PUT BindMobileBody → MemberContacts: binds (or replaces) the mobile number the code was sent to. */
  mobile: '/member/mobile',
  /** POST EmailCodeBody → BindCodeSent: a code by e-mail, with the same refusals as the SMS one. */
  emailCode: '/member/email/code',
  /** PUT BindEmailBody → MemberContacts: binds (or replaces) the e-mail address the code was sent to. */
  email: '/member/email',
} as const;

/** Test mode: the e-mails the platform would have sent with a binding code. */
export const BINDING_TEST_PATHS = {
  /** GET → MailCodeEntry[], oldest first. */
  mailCodes: '/test/mail-codes',
} as const;

export const BIND_KINDS = ['mobile', 'email'] as const;
export type BindKind = (typeof BIND_KINDS)[number];

export type BindCodeSent = Static<typeof BindCodeSentSchema>;

/** The member's bound contacts, masked (0917****567, ju***@example.com); null when none is bound. */
export type MemberContacts = Static<typeof MemberContactsSchema>;

export type MailCodeEntry = Static<typeof MailCodeEntrySchema>;

export type MobileCodeBody = Static<typeof MobileCodeBodySchema>;
export type BindMobileBody = Static<typeof BindMobileBodySchema>;
export type EmailCodeBody = Static<typeof EmailCodeBodySchema>;
export type BindEmailBody = Static<typeof BindEmailBodySchema>;
