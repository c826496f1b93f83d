-- ID verification: the member's latest submission and the back office's decision on it.
CREATE TABLE identity_verifications (
  member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('review', 'verified', 'rejected')),
  reason TEXT,
  submitted_at INTEGER NOT NULL,
  reviewed_at INTEGER
);

CREATE TABLE identity_images (
  member_id INTEGER NOT NULL REFERENCES identity_verifications(member_id) ON DELETE CASCADE,
  side TEXT NOT NULL CHECK (side IN ('front', 'back', 'selfie')),
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes BLOB NOT NULL,
  PRIMARY KEY (member_id, side)
);
