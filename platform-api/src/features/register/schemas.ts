const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** The decrypted registration body. Field rules are checked against the merchant's table afterwards. */
export const registerRequestSchema = {
  type: 'object',
  required: ['registerMethod', 'type', 'ageConfirmed', 'channel'],
  additionalProperties: false,
  properties: {
    registerMethod: { type: 'string', enum: ['username', 'mobile'] },
    registerUrl: text(300),
    domain: text(255),
    type: { type: 'integer', const: 0 },
    channel: { type: 'string', enum: ['APP', 'H5', 'PWA', 'WEBCLIP'] },
    countryDialingCode: { type: 'string', pattern: '^\\d{1,4}$' },
    username: text(64),
    password: text(128),
    confirmPassword: text(128),
    affiliateCode: text(32),
    paymentPassword: text(64),
    recommenderId: text(64),
    nickname: text(64),
    payeeName: text(100),
    email: text(255),
    mobileNum: text(20),
    idNumber: text(64),
    qqNum: text(64),
    facebook: text(100),
    wechat: text(64),
    line: text(64),
    whatsapp: text(32),
    zalo: text(32),
    captcha: text(16),
    captchaId: text(64),
    verificationCode: text(10),
    ageConfirmed: { type: 'boolean' },
    firebaseChannel: { type: 'string', enum: ['sms'] },
    firebaseIdToken: text(4096),
  },
} as const;

export const registerCheckSchema = {
  type: 'object',
  required: ['field', 'value'],
  additionalProperties: false,
  properties: { field: { type: 'string', enum: ['username', 'mobileNum'] }, value: text(64) },
} as const;

export const affiliateCheckSchema = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: text(32), domain: text(255) },
} as const;

export const registerSmsSchema = {
  type: 'object',
  required: ['mobileNo', 'countryDialingCode'],
  additionalProperties: false,
  properties: { mobileNo: text(20), countryDialingCode: { type: 'string', pattern: '^\\d{1,4}$' } },
} as const;
