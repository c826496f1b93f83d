-- Promotions: activities with each member's application or claim, uploaded images, the reward centre,
-- VIP benefits per level and the mission winner board. Rows go with their merchant or member.

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  category TEXT NOT NULL CHECK (category IN ('deposit', 'casino', 'sports', 'daily', 'vip', 'mission')),
  kind TEXT NOT NULL CHECK (kind IN ('apply', 'claim', 'join', 'mission')),
  title_ty TEXT NOT NULL,
  title_en TEXT NOT NULL,
  summary_ty TEXT NOT NULL,
  summary_en TEXT NOT NULL,
  -- HTML, sanitized by the client.
  rules_ty TEXT NOT NULL,
  rules_en TEXT NOT NULL,
  bonus_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
  -- Milliseconds since the epoch.
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX activities_merchant ON activities(merchant_code, sort_order);

-- A member's part in an activity: an application under review, a join, or a claim.
CREATE TABLE activity_entries (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('applying', 'process', 'rejected', 'issued', 'claimed', 'joined')),
  comment TEXT NOT NULL DEFAULT '',
  updated_at INTEGER NOT NULL,
  UNIQUE (activity_id, member_id)
);

-- Images uploaded for an application; entry_id is set when an application takes them.
CREATE TABLE activity_uploads (
  id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  entry_id INTEGER REFERENCES activity_entries(id) ON DELETE CASCADE,
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX activity_uploads_member ON activity_uploads(member_id, entry_id);

CREATE TABLE rewards (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  title_ty TEXT NOT NULL,
  title_en TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at INTEGER NOT NULL,
  claimed_at INTEGER,
  -- The activity entry that issued it, if any: claiming it marks the entry claimed.
  entry_id INTEGER REFERENCES activity_entries(id) ON DELETE SET NULL
);
CREATE INDEX rewards_member ON rewards(member_id, claimed_at);

CREATE TABLE vip_benefits (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  level INTEGER NOT NULL CHECK (level > 0),
  turnover_cents INTEGER NOT NULL CHECK (turnover_cents >= 0),
  upgrade_bonus_cents INTEGER NOT NULL,
  monthly_bonus_cents INTEGER NOT NULL,
  rebate_basis_points INTEGER NOT NULL,
  daily_withdrawals INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, level)
);

CREATE TABLE mission_winners (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  account TEXT NOT NULL,
  mission_ty TEXT NOT NULL,
  mission_en TEXT NOT NULL,
  win_amount_cents INTEGER NOT NULL CHECK (win_amount_cents > 0)
);
