import { Type } from '@sinclair/typebox';
import { WHITELABEL_FLAGS } from '../system';
import { closedObject, MerchantCodeSchema, oneOf } from './common';

/** White-label flags delivered per merchant. Unknown flags are off, and a request naming one is refused. */
export const WhitelabelSchema = Type.Partial(Type.Record(oneOf(WHITELABEL_FLAGS), Type.Boolean()), {
  propertyNames: { enum: WHITELABEL_FLAGS },
});

export const LocationSchema = closedObject({
  ip: Type.String({ minLength: 1, maxLength: 64 }),
  /** ISO 3166 alpha-2. */
  country: Type.String({ pattern: '^[A-Z]{2}$' }),
});

/** Test-mode override of start-up settings. */
export const StartupPatchSchema = closedObject({
  maintenance: Type.Optional(Type.Boolean()),
  regionRestriction: Type.Optional(Type.Boolean()),
  location: Type.Optional(LocationSchema),
});

/** Test mode: PUT PATHS.test.whitelabel answers the merchant's flags after the change. */
export const TestWhitelabelBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  flags: WhitelabelSchema,
});

/** Test mode: PUT PATHS.test.startup answers the start-up settings as callers now see them. */
export const TestStartupBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  patch: StartupPatchSchema,
});

/** Test mode: PUT PATHS.test.smsExpire makes every live code of the number expire now. */
export const TestSmsExpireBodySchema = closedObject({
  mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
});
