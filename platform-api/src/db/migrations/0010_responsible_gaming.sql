-- Responsible gaming: the member's own deposit limits, reality-check interval and breaks from play.

-- amount_cents NULL: no limit. A raise (or removal) waits in pending_* until pending_at.
CREATE TABLE deposit_limits (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_cents INTEGER CHECK (amount_cents > 0),
  has_pending INTEGER NOT NULL DEFAULT 0 CHECK (has_pending IN (0, 1)),
  pending_cents INTEGER CHECK (pending_cents > 0),
  pending_at INTEGER,
  PRIMARY KEY (member_id, period)
);

CREATE TABLE responsible_settings (
  member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  reality_check_minutes INTEGER NOT NULL DEFAULT 60 CHECK (reality_check_minutes > 0),
  exclusion_kind TEXT CHECK (exclusion_kind IN ('timeout', 'self_exclusion')),
  excluded_until INTEGER
);
