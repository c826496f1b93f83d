-- Superior transfers and manual rebate claims. Balances stay on the ledger: each row here says what its
-- ledger entries (reference = transfer_no or claim_no) were for, and its key makes a retry find it again.

CREATE TABLE upline_transfers (
  id INTEGER PRIMARY KEY,
  transfer_no TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  upline_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, idempotency_key)
);

CREATE TABLE rebate_claims (
  id INTEGER PRIMARY KEY,
  claim_no TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  -- The Manila day (YYYY-MM-DD) whose bets the rebate is on.
  day TEXT NOT NULL,
  bet_total_cents INTEGER NOT NULL CHECK (bet_total_cents >= 0),
  rate_basis_points INTEGER NOT NULL CHECK (rate_basis_points >= 0),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX rebate_claims_member ON rebate_claims(member_id, created_at);
