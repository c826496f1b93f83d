-- Merchants and their per-merchant settings.
CREATE TABLE merchants (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE merchant_flags (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  flag TEXT NOT NULL,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  PRIMARY KEY (merchant_code, flag)
);

CREATE TABLE merchant_startup (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  maintenance INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1)),
  region_restriction INTEGER NOT NULL DEFAULT 0 CHECK (region_restriction IN (0, 1)),
  country TEXT NOT NULL,
  -- JSON Location; when set (test mode), it replaces the location taken from the request.
  location_override TEXT,
  mobile_template TEXT NOT NULL,
  customer_service_url TEXT NOT NULL,
  social TEXT NOT NULL,
  session_renew_seconds INTEGER NOT NULL
);

CREATE TABLE field_rules (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  name TEXT NOT NULL,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  required INTEGER NOT NULL CHECK (required IN (0, 1)),
  pattern TEXT NOT NULL,
  message_key TEXT NOT NULL,
  min_length INTEGER,
  max_length INTEGER,
  PRIMARY KEY (merchant_code, name)
);

-- Members, agents and trial accounts.
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  account TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  nickname TEXT NOT NULL DEFAULT '',
  type INTEGER NOT NULL,
  reg_date TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  upline_id INTEGER REFERENCES members(id),
  mobile_num TEXT,
  email TEXT,
  first_login_at TEXT,
  last_login_at TEXT,
  UNIQUE (merchant_code, account)
);

CREATE TABLE wallets (
  member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  -- Whole centavos: money never goes through floating point in the database.
  balance_cents INTEGER NOT NULL DEFAULT 0,
  currency_symbol TEXT NOT NULL
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_member ON sessions(member_id);

CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  account TEXT NOT NULL COLLATE NOCASE,
  failed_at INTEGER NOT NULL
);
CREATE INDEX login_failures_account ON login_failures(merchant_code, account, failed_at);

-- Content.
CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('A', 'PL', 'B', 'PU', 'PR', 'H')),
  group_name TEXT NOT NULL,
  platform TEXT NOT NULL DEFAULT 'M',
  title_ty TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_ty TEXT NOT NULL,
  content_en TEXT NOT NULL,
  url TEXT,
  link TEXT,
  execution TEXT CHECK (execution IN ('A', 'B', 'F')),
  promotion_type TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX announcements_lookup ON announcements(merchant_code, group_name, type);

CREATE TABLE announcement_reads (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  read_at TEXT NOT NULL,
  PRIMARY KEY (member_id, announcement_id)
);

CREATE TABLE help_entries (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL DEFAULT 0,
  title_ty TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_ty TEXT NOT NULL,
  content_en TEXT NOT NULL
);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  title_ty TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_ty TEXT NOT NULL,
  content_en TEXT NOT NULL,
  created_at TEXT NOT NULL,
  read_at TEXT
);
CREATE INDEX messages_member ON messages(member_id, read_at);

-- Games: vendors per category, and the games themselves.
CREATE TABLE vendors (
  category TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category, code)
);

CREATE TABLE games (
  node_id INTEGER PRIMARY KEY,
  game_id TEXT NOT NULL,
  game_name TEXT NOT NULL,
  game_type TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  classify TEXT NOT NULL DEFAULT 'ALL',
  icon_url TEXT NOT NULL,
  min_bet REAL NOT NULL,
  hot INTEGER NOT NULL DEFAULT 0 CHECK (hot IN (0, 1)),
  is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  FOREIGN KEY (game_type, vassalage) REFERENCES vendors(category, code)
);
CREATE INDEX games_type ON games(game_type, vassalage);

-- Codes the platform would have sent by SMS; test mode reads them back.
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  mobile_num TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
