-- Binding an e-mail address: the codes the platform would have mailed, tied to the member who asked.
-- (Mobile codes go through sms_outbox, with the purpose naming the member.)
CREATE TABLE mail_codes (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  email_norm TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at_ms INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  failed_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX mail_codes_member ON mail_codes(member_id, email_norm);

-- An address is bound to one member of a merchant; it is matched without regard to case.
CREATE INDEX members_email ON members(merchant_code, lower(email));
