import { Type, type Static } from '@sinclair/typebox';
import { WHITELABEL_FLAGS } from '../system';
import { closedObject, MerchantCodeSchema, oneOf } from './common';
import { DownloadResourceSchema } from './member';

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

/** Templates chosen per merchant: "1" selects the new version. */
export const MobileTemplateSchema = Type.Object({
  mem_cen: oneOf(['0', '1']),
  dep_func: oneOf(['0', '1']),
  app_background: Type.Optional(Type.String()),
  /** The download bar's tagline in Tagalog, the merchants' language; `app_desc_en` in English. */
  app_desc: Type.Optional(Type.String()),
  app_desc_en: Type.Optional(Type.String()),
  app_desc_font_color: Type.Optional(Type.String()),
});

/** Start-up settings: what the host needs before it renders anything. */
export const StartupValueSchema = Type.Object({
  merchantCode: Type.String(),
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  location: LocationSchema,
  mobileTemplate: MobileTemplateSchema,
  whitelabel: WhitelabelSchema,
  /** Customer-service chat link. */
  customerService: Type.Object({
    url: Type.String(),
  }),
  /** Social links shown on the home side bar. */
  social: Type.Object({
    FACEBOOK: Type.Optional(Type.String()),
    TELEGRAM: Type.Optional(Type.String()),
    TELEGRAM2: Type.Optional(Type.String()),
  }),
  /** Session renewal period chosen by the server, in seconds. */
  sessionRenewSeconds: Type.Number(),
  /** App download links (Android, iOS, the iOS profile) and the app icon. */
  resources: Type.Unsafe<readonly Static<typeof DownloadResourceSchema>[]>(Type.Array(DownloadResourceSchema)),
});

/** Test mode: GET PATHS.test.smsOutbox lists the SMS codes sent. */
export const SmsOutboxEntrySchema = Type.Object({
  mobileNum: Type.String(),
  code: Type.String(),
  /** ISO date-time. */
  sentAt: Type.String(),
});
