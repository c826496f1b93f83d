-- Accounts: mobile look-up, registration details, captchas, SMS codes, affiliates, reset mails.

-- Mobile numbers are matched on their national digits without the trunk zero (9171234567).
ALTER TABLE members ADD COLUMN mobile_norm TEXT;
UPDATE members SET mobile_norm = ltrim(mobile_num, '0') WHERE mobile_num IS NOT NULL;
CREATE INDEX members_mobile ON members(merchant_code, mobile_norm);

-- Optional registration fields, as JSON (QQ, wechat, line, ID number, payee name, ...).
ALTER TABLE members ADD COLUMN profile TEXT NOT NULL DEFAULT '{}';
ALTER TABLE members ADD COLUMN payment_password_hash TEXT;
ALTER TABLE members ADD COLUMN register_channel TEXT;
ALTER TABLE members ADD COLUMN register_method TEXT;
ALTER TABLE members ADD COLUMN affiliate_code TEXT;
ALTER TABLE members ADD COLUMN country_dialing_code TEXT;
-- The Firebase user a Google, Facebook or phone sign-in is linked to.
ALTER TABLE members ADD COLUMN firebase_uid TEXT;
CREATE UNIQUE INDEX members_firebase ON members(merchant_code, firebase_uid) WHERE firebase_uid IS NOT NULL;

-- How long an SMS code lives (and how long the resend countdown lasts), and the dialing codes offered.
ALTER TABLE merchant_startup ADD COLUMN sms_expired_minutes INTEGER NOT NULL DEFAULT 1;
ALTER TABLE merchant_startup ADD COLUMN dialing_countries TEXT NOT NULL DEFAULT '[{"country":"PH","dialingCode":"63"}]';
-- The merchant's Firebase project id; null when it has none.
ALTER TABLE merchant_startup ADD COLUMN firebase_project TEXT;

CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX captchas_expiry ON captchas(expires_at);

-- The outbox doubles as the store of live codes.
ALTER TABLE sms_outbox ADD COLUMN merchant_code TEXT NOT NULL DEFAULT 'M001';
ALTER TABLE sms_outbox ADD COLUMN mobile_norm TEXT NOT NULL DEFAULT '';
ALTER TABLE sms_outbox ADD COLUMN purpose TEXT NOT NULL DEFAULT 'login';
ALTER TABLE sms_outbox ADD COLUMN sent_at_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sms_outbox ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sms_outbox ADD COLUMN used_at INTEGER;
ALTER TABLE sms_outbox ADD COLUMN failed_attempts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX sms_outbox_number ON sms_outbox(merchant_code, mobile_norm, purpose);

CREATE TABLE affiliate_codes (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  code TEXT NOT NULL COLLATE NOCASE,
  agent_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  PRIMARY KEY (merchant_code, code)
);

CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  username TEXT NOT NULL,
  email TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
