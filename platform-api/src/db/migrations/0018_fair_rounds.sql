-- Provably fair rounds: each member has one seed pair in use. The server seed stays secret (only its
-- SHA-256 is shown) until the member rotates the pair; a revealed pair is kept so that its rounds can
-- be checked. `next_nonce` counts the rounds drawn under the pair.
CREATE TABLE fair_seeds (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  server_seed TEXT NOT NULL,
  server_seed_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  next_nonce INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  revealed_at INTEGER
);
CREATE UNIQUE INDEX fair_seeds_in_use ON fair_seeds(member_id) WHERE revealed_at IS NULL;

-- What each round was drawn from (NULL for the demo history, which was not), and what it showed.
ALTER TABLE bets ADD COLUMN seed_id INTEGER REFERENCES fair_seeds(id);
ALTER TABLE bets ADD COLUMN client_seed TEXT;
ALTER TABLE bets ADD COLUMN nonce INTEGER;
ALTER TABLE bets ADD COLUMN side TEXT CHECK (side IN ('A', 'B'));
ALTER TABLE bets ADD COLUMN outcome TEXT;

-- A launch ticket lives only as long as the session that asked for it: its family (see sessions).
-- Tickets issued before this have none, so they end now.
ALTER TABLE launch_tickets ADD COLUMN session_family TEXT;
DELETE FROM launch_tickets;
