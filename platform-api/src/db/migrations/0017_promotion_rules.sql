-- Promotion rules live with each activity, so the server decides who may take part from data, not code.
-- rule_set is JSON (see features/promotions/rules.ts): member types, minimum deposit and turnover, the
-- claim period, the VIP level, and the images and comment an application needs.
ALTER TABLE activities ADD COLUMN rule_set TEXT NOT NULL DEFAULT '{}';

-- A claim activity's bonus is a reward too: one row per member and period, so the reward centre and the
-- activity list read the same rows and one claim (from either) is one ledger entry.
ALTER TABLE rewards ADD COLUMN activity_id INTEGER REFERENCES activities(id) ON DELETE CASCADE;
ALTER TABLE rewards ADD COLUMN period_key TEXT;
CREATE UNIQUE INDEX rewards_activity_period ON rewards(member_id, activity_id, period_key)
  WHERE activity_id IS NOT NULL;

-- The merchant's sign-up bonus: credited once at registration, withdrawable after its turnover.
CREATE TABLE signup_bonuses (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- Stakes the member places, as a multiple of the bonus, before a withdrawal.
  turnover_multiple INTEGER NOT NULL CHECK (turnover_multiple >= 0),
  title_ty TEXT NOT NULL,
  title_en TEXT NOT NULL
);

-- Stakes a member owes before withdrawing: a bonus's turnover. Stakes placed after created_at pay it off.
CREATE TABLE turnover_requirements (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  reference TEXT NOT NULL,
  required_cents INTEGER NOT NULL CHECK (required_cents > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, reference)
);
