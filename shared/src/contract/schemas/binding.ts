// Runtime schemas of the mobile and e-mail binding requests.
import { Type } from '@sinclair/typebox';
import { BIND_KINDS } from '../binding';
import { DialingCodeSchema, closedObject, text, oneOf } from './common';

const mobileNum = text(20);
const email = text(255);
const verificationCode = text(10);
/** The login password: binding changes how the account is recovered, so the session alone is not enough. */
const password = Type.String({ minLength: 1, maxLength: 128 });

export const MobileCodeBodySchema = closedObject({
  mobileNum,
  countryDialingCode: Type.Optional(DialingCodeSchema),
});

export const BindMobileBodySchema = closedObject({
  mobileNum,
  countryDialingCode: Type.Optional(DialingCodeSchema),
  verificationCode,
  password,
});

export const EmailCodeBodySchema = closedObject({ email });

export const BindEmailBodySchema = closedObject({ email, verificationCode, password });

// Responses.

export const BindKindSchema = oneOf(BIND_KINDS);

export const BindCodeSentSchema = Type.Object({
  /** How long the code lives; the resend button counts down this long. */
  expiredMinutes: Type.Number(),
});

/** The member's bound contacts, masked (0917****567, ju***@example.com); null when none is bound. */
export const MemberContactsSchema = Type.Object({
  mobile: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
});

export const MailCodeEntrySchema = Type.Object({
  email: Type.String(),
  code: Type.String(),
  /** ISO date-time. */
  sentAt: Type.String(),
});
