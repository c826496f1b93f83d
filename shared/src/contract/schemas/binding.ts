// Runtime schemas of the mobile and e-mail binding requests.
import { Type } from '@sinclair/typebox';
import { DialingCodeSchema, closedObject, text } from './common';

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
