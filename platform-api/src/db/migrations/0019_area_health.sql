-- Area health from players' browsers: one row per event the host reported of an area release. A
-- session is the hash of the browser's random id; no account, address or other personal data.
CREATE TABLE area_health_events (
  id INTEGER PRIMARY KEY,
  session TEXT NOT NULL,
  area TEXT NOT NULL,
  version TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('load', 'load-failed', 'render-error', 'rejection')),
  message TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX area_health_by_release ON area_health_events(area, version, at);
CREATE INDEX area_health_by_session ON area_health_events(session, at);
