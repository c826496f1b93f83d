-- Deposits are paid at the payment provider's checkout: its signed callback ends an order paid, failed or
-- cancelled and names the provider's own reference, so an exact replay of a callback is recognised.
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt with the new state.
CREATE TABLE deposit_orders_next (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('GCASH', 'MAYA', 'BANK_TRANSFER', 'ONLINE_BANKING')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid', 'failed', 'cancelled', 'expired')),
  reference TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  closed_at INTEGER,
  -- The language the member opened it in, for the provider's checkout page.
  language TEXT NOT NULL DEFAULT 'TY' CHECK (language IN ('TY', 'EN')),
  provider_ref TEXT,
  UNIQUE (member_id, idempotency_key)
);
INSERT INTO deposit_orders_next (id, order_no, member_id, idempotency_key, channel, amount_cents, state, reference,
  created_at, expires_at, closed_at)
  SELECT id, order_no, member_id, idempotency_key, channel, amount_cents, state, reference, created_at, expires_at,
    closed_at FROM deposit_orders;
DROP TABLE deposit_orders;
ALTER TABLE deposit_orders_next RENAME TO deposit_orders;
CREATE INDEX deposit_orders_member ON deposit_orders(member_id, created_at);
