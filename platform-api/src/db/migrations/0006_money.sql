-- Money: deposit and withdrawal orders and the accounts withdrawals are paid to. The payment password
-- is members.payment_password_hash (set at registration or on the withdraw page).
-- Balances stay on the ledger; an order only says what its ledger entries (reference = order_no) were for.

-- A retried or double-tapped submit carries the same idempotency key, and finds the order it made.
CREATE TABLE deposit_orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('GCASH', 'MAYA', 'BANK_TRANSFER', 'ONLINE_BANKING')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid', 'cancelled', 'expired')),
  reference TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  closed_at INTEGER,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX deposit_orders_member ON deposit_orders(member_id, created_at);

CREATE TABLE withdraw_accounts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('GCASH', 'MAYA', 'BANK')),
  bank_name TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- An unbound account stays, so the withdrawals paid to it still say where they went.
  removed_at INTEGER
);
CREATE INDEX withdraw_accounts_member ON withdraw_accounts(member_id);

CREATE TABLE withdraw_orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES withdraw_accounts(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected', 'paid')),
  reason TEXT,
  created_at INTEGER NOT NULL,
  closed_at INTEGER,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX withdraw_orders_member ON withdraw_orders(member_id, created_at);
