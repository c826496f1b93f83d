-- Every token a sign-in issues, renewed or not, belongs to one session family, so sign-out ends them all.
ALTER TABLE sessions ADD COLUMN family TEXT;
UPDATE sessions SET family = token_hash WHERE family IS NULL;
CREATE INDEX sessions_family ON sessions(family);

-- Hits of rate-limited calls, by bucket (for example `login:addr:127.0.0.1`).
CREATE TABLE rate_hits (
  id INTEGER PRIMARY KEY,
  bucket TEXT NOT NULL,
  hit_at INTEGER NOT NULL
);
CREATE INDEX rate_hits_bucket ON rate_hits(bucket, hit_at);
