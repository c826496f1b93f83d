import type { DialingCountry, MobileTemplate, StartupValue, WhitelabelFlag } from '@platform/shared/contract';

export interface SeedMerchant {
  code: string;
  name: string;
  flagsOn: readonly WhitelabelFlag[];
  country: string;
  mobileTemplate: MobileTemplate;
  customerServiceUrl: string;
  social: StartupValue['social'];
  sessionRenewSeconds: number;
  /** SMS codes live this long; the resend countdown lasts as long. */
  smsExpiredMinutes: number;
  dialingCountries: DialingCountry[];
  /** The Firebase project (a `demo-` id works offline with the Auth emulator). */
  firebaseProject?: string;
}

export const SEED_MERCHANTS: readonly SeedMerchant[] = [
  {
    code: 'M001',
    name: 'Lucky Bay',
    flagsOn: [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'DIRECTREG3',
      'DEPRECM3',
      'WITHREC3',
      'PERSREP',
      'REWCEN3',
      'MAILCEN',
      'PLYRBT',
    ],
    country: 'PH',
    mobileTemplate: {
      mem_cen: '1',
      dep_func: '1',
      app_background: '#0f1720',
      app_desc: 'Lucky Bay: laro, taya at panalo kahit saan',
      app_desc_en: 'Lucky Bay: play, bet and win anywhere',
      app_desc_font_color: '#f5f7fa',
    },
    customerServiceUrl: 'https://chat.example.invalid/lucky-bay',
    social: {
      FACEBOOK: 'https://facebook.example.invalid/luckybay',
      TELEGRAM: 'https://telegram.example.invalid/luckybay',
      TELEGRAM2: 'https://telegram.example.invalid/luckybay-vip',
    },
    sessionRenewSeconds: 300,
    smsExpiredMinutes: 2,
    dialingCountries: [
      { country: 'PH', dialingCode: '63' },
      { country: 'SG', dialingCode: '65' },
      { country: 'MY', dialingCode: '60' },
    ],
  },
  {
    // A second merchant with a different mix, so merchant selection is visible in every test.
    code: 'M002',
    name: 'Golden Reef',
    flagsOn: [
      'USERNAMEREG3',
      'REGMOBVERF3',
      'FACEBOOKLOGIN3',
      'GOOGLELOGIN3',
      'DEPRECM3',
      'MANPLAYREB3',
      'MAILCEN',
      'AGETRANSFERUP3',
    ],
    country: 'PH',
    mobileTemplate: {
      mem_cen: '0',
      dep_func: '0',
      app_background: '#10212b',
      app_desc: 'Golden Reef: ang swerte ay nasa dagat',
      app_desc_en: 'Golden Reef: luck lives at sea',
      app_desc_font_color: '#ffe7a3',
    },
    customerServiceUrl: 'https://chat.example.invalid/golden-reef',
    social: { FACEBOOK: 'https://facebook.example.invalid/goldenreef' },
    sessionRenewSeconds: 300,
    smsExpiredMinutes: 1,
    dialingCountries: [{ country: 'PH', dialingCode: '63' }],
    firebaseProject: 'demo-golden-reef',
  },
];

export interface SeedAffiliateCode {
  merchantCode: string;
  code: string;
  agentId: number;
  enabled: boolean;
}

/** Invitation codes agents hand out: a new member who brings one joins that agent's team. */
export const SEED_AFFILIATE_CODES: readonly SeedAffiliateCode[] = [
  { merchantCode: 'M001', code: 'LIZA2025', agentId: 1002, enabled: true },
  { merchantCode: 'M001', code: 'OLDCODE1', agentId: 1002, enabled: false },
];
