-- Agent area: login history (for the team's daily counters), rebate rates, and agent contracts.

CREATE TABLE member_logins (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  logged_in_at INTEGER NOT NULL
);
CREATE INDEX member_logins_time ON member_logins(logged_in_at, member_id);
-- Deleting a member cascades here.
CREATE INDEX member_logins_member ON member_logins(member_id, logged_in_at);

CREATE INDEX members_upline ON members(upline_id);

-- Rebate rate per game type, in basis points (150 = 1.50%); an agent gives its downline no more.
CREATE TABLE rebate_rates (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_type TEXT NOT NULL,
  rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (member_id, game_type)
);

-- Contracts offered to an agent: daily salary, dividend, hourly salary. Tiers are JSON ContractTier[].
CREATE TABLE agent_contracts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('salary', 'dividend', 'hourly')),
  tiers TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at INTEGER NOT NULL,
  answered_at INTEGER
);
CREATE INDEX agent_contracts_member ON agent_contracts(member_id, kind, status);
