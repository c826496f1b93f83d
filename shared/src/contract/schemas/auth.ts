import { Type } from '@sinclair/typebox';
import { closedObject, DialingCodeSchema, oneOf, text } from './common';

export const LoginTypeSchema = oneOf(['username', 'sms', 'firebase']);

/** Which door the login comes through: member pages and agent pages are kept apart. */
export const LoginPortalSchema = oneOf(['member', 'agent']);

/** Firebase sign-in channels. */
export const FirebaseChannelSchema = oneOf(['google', 'facebook', 'sms']);

/** The decrypted login body. Lengths are loose on purpose: old accounts may predate today's rules. */
export const LoginRequestSchema = closedObject(
  {
    type: LoginTypeSchema,
    username: text(64),
    password: text(128),
    /** Required once a failed login answered `data.captcha: true`, until a login succeeds or 15 minutes pass. */
    captcha: Type.Optional(text(16)),
    /** The captcha image the code answers (PATHS.captcha). */
    captchaId: Type.Optional(text(64)),
    /** Instead of the captcha: a solved login challenge (PATHS.loginChallenge) and its answer. */
    challengeId: Type.Optional(text(64)),
    challengeNonce: Type.Optional(text(32)),
    portal: Type.Optional(LoginPortalSchema),
    /** SMS login: `username` is the mobile number and `password` the SMS code. */
    countryDialingCode: Type.Optional(DialingCodeSchema),
    /** Firebase login (`type: 'firebase'`): the ID token Firebase gave the browser. */
    firebaseChannel: Type.Optional(FirebaseChannelSchema),
    firebaseIdToken: Type.Optional(text(4096)),
    firebaseMobileNo: Type.Optional(text(20)),
  },
  {
    // Username and SMS logins need both fields; a Firebase login brings a token instead.
    if: { properties: { type: { const: 'firebase' } } },
    then: { required: ['firebaseIdToken', 'firebaseChannel'] },
    else: { properties: { username: { type: 'string', minLength: 1 }, password: { type: 'string', minLength: 1 } } },
  },
);

/** Asks for a login challenge for the account a login names (the decrypted body). */
export const LoginChallengeRequestSchema = closedObject({
  username: text(64),
  countryDialingCode: Type.Optional(DialingCodeSchema),
});

export const LoginValueSchema = Type.Object({
  token: Type.String(),
  userName: Type.String(),
  customerType: Type.Number(),
  firstTimeLogin: Type.Boolean(),
});

export const RenewValueSchema = Type.Object({
  token: Type.String(),
  /** Seconds until the token expires unless renewed. */
  expiresIn: Type.Number(),
});

export const MemberInfoSchema = Type.Object({
  id: Type.Number(),
  nickname: Type.String(),
  account: Type.String(),
  type: Type.Number(),
  /** ISO date-time of registration. */
  regDate: Type.String(),
  toUpline: Type.Boolean(),
  /** The bound mobile number and e-mail, masked as in MemberContacts; null when none is bound. */
  mobile: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  email: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const WalletSummarySchema = Type.Object({
  sumBalance: Type.Number(),
  currencySymbol: Type.String(),
});

/** One challenge: answered once, within `expiresIn` seconds, by a login for the same account and address. */
export const LoginChallengeValueSchema = Type.Object({
  challengeId: Type.String(),
  prefix: Type.String(),
  /** Leading zero bits the hash must have: each more bit doubles the expected work. */
  bits: Type.Number(),
  expiresIn: Type.Number(),
});
