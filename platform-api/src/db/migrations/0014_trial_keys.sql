-- A trial account is played only with the key its creation returned (kept hashed), not by its name,
-- which is short and guessable.
CREATE TABLE trial_keys (
  member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  key_hash TEXT NOT NULL
);
