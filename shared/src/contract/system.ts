import type { Static } from '@sinclair/typebox';
import type {
  LocationSchema,
  StartupPatchSchema,
  TestSmsExpireBodySchema,
  TestStartupBodySchema,
  TestWhitelabelBodySchema,
  WhitelabelSchema,
} from './schemas/system';
import type { MobileTemplateSchema, SmsOutboxEntrySchema, StartupValueSchema } from './schemas/system';

/** White-label flags delivered per merchant. Unknown flags are off. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
  'DEPRECM3',
  'WITHREC3',
  'PERSREP',
  'REWCEN3',
  'MANPLAYREB3',
  'PLYRBT',
  'MAILCEN',
  'AGETRANSFERUP3',
  // The agent home's grid and footer, one flag per destination (customer service has none: always shown).
  'AGETEAMOVER3',
  'AGETRANSREC3',
  'AGEDOWNMAN3',
  'AGEREDRAIN3',
  'AGETEAMPNL3',
  'AGETEAMBET3',
  'AGEREBATE3',
  'AGETEAMREB3',
  'AGESECCEN3',
  'AGEREG3',
  'AGEDIVIDEND3',
  'AGEANNOUNCE3',
] as const;

export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
export type Whitelabel = Static<typeof WhitelabelSchema>;

/** Templates chosen per merchant: "1" selects the new version. */
export type MobileTemplate = Static<typeof MobileTemplateSchema>;

export type Location = Static<typeof LocationSchema>;

/** Start-up settings: what the host needs before it renders anything. */
export type StartupValue = Static<typeof StartupValueSchema>;

/** Test-mode override of start-up settings. */
export type StartupPatch = Static<typeof StartupPatchSchema>;

/** Test mode: PUT PATHS.test.whitelabel answers the merchant's flags after the change. */
export type TestWhitelabelBody = Static<typeof TestWhitelabelBodySchema>;

/** Test mode: PUT PATHS.test.startup answers the start-up settings as callers now see them. */
export type TestStartupBody = Static<typeof TestStartupBodySchema>;

/** Test mode: PUT PATHS.test.smsExpire. */
export type TestSmsExpireBody = Static<typeof TestSmsExpireBodySchema>;

/** Test mode: GET PATHS.test.smsOutbox lists the SMS codes sent. */
export type SmsOutboxEntry = Static<typeof SmsOutboxEntrySchema>;
