-- Proof-of-work challenges: the way past the login captcha for a person who cannot see its image.
-- Each one is bound to the account (as failures count it) and the address it was issued to.
CREATE TABLE login_challenges (
  id TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  account_key TEXT NOT NULL,
  address TEXT NOT NULL,
  prefix TEXT NOT NULL,
  bits INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX login_challenges_expiry ON login_challenges(expires_at);
