-- Member centre: message categories, help per device, download resources, customer-service paths,
-- promotion switches and the VIP club.

-- What a message is about (system, deposit, withdraw, promo, maintenance, vip, security).
ALTER TABLE messages ADD COLUMN category TEXT NOT NULL DEFAULT 'system';
CREATE INDEX messages_newest ON messages(member_id, created_at);

-- ALL entries show on every device; MOBILE or WEB ones only there.
ALTER TABLE help_entries ADD COLUMN device TEXT NOT NULL DEFAULT 'ALL' CHECK (device IN ('ALL', 'MOBILE', 'WEB'));

-- JSON DownloadResource[] of the start-up settings.
ALTER TABLE merchant_startup ADD COLUMN download_resources TEXT NOT NULL DEFAULT '[]';
ALTER TABLE merchant_startup ADD COLUMN service_version TEXT NOT NULL DEFAULT '1.0.0';

-- Customer-service channels; a type 3 URL (the live chat) is sealed when it is served.
CREATE TABLE service_paths (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  type INTEGER NOT NULL CHECK (type IN (1, 2, 3)),
  name_ty TEXT NOT NULL,
  name_en TEXT NOT NULL,
  url TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX service_paths_merchant ON service_paths(merchant_code, sort_order);

-- Which promotions a merchant runs, by key (MISSION, REFERRAL).
CREATE TABLE promotions (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  promo_key TEXT NOT NULL,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  PRIMARY KEY (merchant_code, promo_key)
);

-- VIP levels of a merchant's club; members above level 0 belong to it.
CREATE TABLE club_levels (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  level INTEGER NOT NULL CHECK (level > 0),
  name_ty TEXT NOT NULL,
  name_en TEXT NOT NULL,
  show_benefit INTEGER NOT NULL CHECK (show_benefit IN (0, 1)),
  PRIMARY KEY (merchant_code, level)
);
ALTER TABLE members ADD COLUMN vip_level INTEGER NOT NULL DEFAULT 0;
