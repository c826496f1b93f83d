-- Each category plays its own kind of game: a played round keeps the kind it was drawn as and what
-- the bet was on (the fish, the hand, the fight's result, 1X2, the lottery numbers "3-7-15"), so the
-- round can be recomputed however the categories are played later. Rounds played before this have
-- neither: they were slots, or two-sided table rounds (those have a side).
ALTER TABLE bets ADD COLUMN play_kind TEXT;
ALTER TABLE bets ADD COLUMN pick TEXT;
