-- Lobby: a larger game catalogue, favourites, recent games, launch tickets, and money on one ledger.

-- The catalogue is seed data only: it is rebuilt in a new shape (vendors listed under several
-- categories, bilingual names, classes in their own table).
DROP TABLE games;
DROP TABLE vendors;

CREATE TABLE vendors (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

-- A vendor shows under each category it has here; `game_type` is what its games are listed as.
CREATE TABLE vendor_categories (
  category TEXT NOT NULL,
  vendor_code TEXT NOT NULL REFERENCES vendors(code) ON DELETE CASCADE,
  game_type TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category, vendor_code)
);

CREATE TABLE games (
  node_id INTEGER PRIMARY KEY,
  game_id TEXT NOT NULL,
  name_ty TEXT NOT NULL,
  name_en TEXT NOT NULL,
  game_type TEXT NOT NULL,
  vassalage TEXT NOT NULL REFERENCES vendors(code),
  min_bet_cents INTEGER NOT NULL CHECK (min_bet_cents > 0),
  lines INTEGER,
  hot INTEGER NOT NULL DEFAULT 0 CHECK (hot IN (0, 1)),
  is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  support_play INTEGER NOT NULL DEFAULT 1 CHECK (support_play IN (0, 1)),
  -- Lottery games: their prize mode (Lott, ZY, Elott), e-lottery class and minutes between draws.
  prize_mode TEXT,
  classify_new TEXT,
  draw_minutes INTEGER,
  sort_order INTEGER NOT NULL DEFAULT 0,
  UNIQUE (vassalage, game_id)
);
CREATE INDEX games_type ON games(game_type, vassalage, sort_order);

-- Vendor classes of a game (SLOT, JACKPOT, TABLE, ...); ALL, NEW and HOT come from the game's flags.
CREATE TABLE game_classes (
  node_id INTEGER NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
  class_key TEXT NOT NULL,
  PRIMARY KEY (node_id, class_key)
);
CREATE INDEX game_classes_key ON game_classes(class_key, node_id);

CREATE TABLE game_class_names (
  class_key TEXT PRIMARY KEY,
  name_ty TEXT NOT NULL,
  name_en TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE favourites (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX favourites_newest ON favourites(member_id, created_at);
CREATE INDEX favourites_game ON favourites(node_id);

CREATE TABLE recent_games (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
  played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_games_newest ON recent_games(member_id, played_at);
CREATE INDEX recent_games_game ON recent_games(node_id);

-- A launch ticket lets the game page play for one member and one game; only its SHA-256 is kept.
CREATE TABLE launch_tickets (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  merchant_code TEXT NOT NULL,
  node_id INTEGER NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('TY', 'EN')),
  room_id TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX launch_tickets_expiry ON launch_tickets(expires_at);
CREATE INDEX launch_tickets_game ON launch_tickets(node_id);
CREATE INDEX launch_tickets_member ON launch_tickets(member_id);

-- Every change of a member's balance is one entry, in whole centavos; the balance is their sum.
-- The sign of each kind is fixed here, so no code path can write a deposit that takes money away.
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdraw_hold', 'withdraw_release', 'withdraw_payout', 'bet',
    'settlement', 'rebate', 'reward', 'transfer', 'adjustment')),
  -- What the entry belongs to: a round id, an order number, a promotion, ...
  reference TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK (CASE kind
    WHEN 'deposit' THEN amount_cents > 0
    WHEN 'withdraw_hold' THEN amount_cents < 0
    WHEN 'withdraw_release' THEN amount_cents > 0
    WHEN 'withdraw_payout' THEN amount_cents <= 0
    WHEN 'bet' THEN amount_cents < 0
    WHEN 'settlement' THEN amount_cents > 0
    WHEN 'rebate' THEN amount_cents > 0
    WHEN 'reward' THEN amount_cents > 0
    ELSE amount_cents <> 0
  END)
);
CREATE INDEX ledger_member ON ledger(member_id, created_at);
CREATE INDEX ledger_reference ON ledger(reference);

-- One row per round; its money moves are the ledger entries whose reference is the round id.
CREATE TABLE bets (
  id INTEGER PRIMARY KEY,
  round_id TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL,
  vendor TEXT NOT NULL,
  game_type TEXT NOT NULL,
  stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
  payout_cents INTEGER NOT NULL CHECK (payout_cents >= 0),
  -- payout - stake: what the betting record shows as win/loss.
  win_loss_cents INTEGER NOT NULL,
  placed_at INTEGER NOT NULL,
  settled_at INTEGER NOT NULL
);
CREATE INDEX bets_member ON bets(member_id, placed_at);

-- Balances move from the wallet row to the ledger: what a wallet held becomes its opening entry.
INSERT INTO ledger (member_id, amount_cents, kind, reference, created_at)
  SELECT member_id, balance_cents, 'adjustment', 'opening', CAST(strftime('%s', 'now') AS INTEGER) * 1000
    FROM wallets WHERE balance_cents <> 0;
ALTER TABLE wallets DROP COLUMN balance_cents;
