import { RULE_NAMES, WHITELABEL_FLAGS } from '@platform/shared/contract';
import { hashPasswordSync } from '../../features/auth/passwords';
import type { Db } from '../connection';
import { SEED_ANNOUNCEMENT_READS, SEED_ANNOUNCEMENTS, bannerArtUrl } from './announcements';
import { seedBets } from './bets';
import { buildCatalogue } from './catalogue';
import { SEED_CLASS_NAMES, SEED_VENDORS, type SeedGame } from './games';
import { CURRENCY_SYMBOL, SEED_MEMBERS } from './members';
import { seedMemberCentre } from './member-centre';
import { SEED_AFFILIATE_CODES, SEED_MERCHANTS } from './merchants';
import { SEED_LOBBY_POPUPS } from './popups';
import { SEED_RULES } from './rules';
import { enableAgentMenus, seedAgentTeam } from './agent-team';

// Children first, so clearing never trips a foreign key.
const DATA_TABLES = [
  'launch_tickets',
  'favourites',
  'recent_games',
  'bets',
  'ledger',
  'sessions',
  'captchas',
  'mail_outbox',
  'affiliate_codes',
  'login_failures',
  'announcement_reads',
  'messages',
  'wallets',
  'sms_outbox',
  'game_classes',
  'game_class_names',
  'games',
  'service_paths',
  'promotions',
  'club_levels',
  'vendor_categories',
  'vendors',
  'help_entries',
  'announcements',
  'members',
  'field_rules',
  'merchant_startup',
  'merchant_flags',
  'merchants',
] as const;

// scrypt is slow on purpose; tests re-seed often, so each seeded password is hashed once per process
// (still with its own random salt).
const seededHashes = new Map<string, string>();
function seededHash(key: string, password: string): string {
  let hash = seededHashes.get(key);
  if (!hash) {
    hash = hashPasswordSync(password);
    seededHashes.set(key, hash);
  }
  return hash;
}

const bit = (value: boolean | undefined) => (value ? 1 : 0);

/** Deletes every row of every data table (the schema and its migration record stay). */
export function clearData(db: Db): void {
  db.transaction(() => {
    for (const table of DATA_TABLES) db.prepare(`DELETE FROM ${table}`).run();
  })();
}

/**
 * Replaces all data with the deterministic seed: same ids, dates and content on every run. The demo
 * betting history alone is dated relative to `now` (its last 45 days), so records always have rounds.
 */
export function seedDatabase(db: Db, now = Date.now()): void {
  db.transaction(() => {
    clearData(db);
    seedMerchants(db);
    seedMembers(db);
    seedContent(db);
    const catalogue = buildCatalogue();
    seedGames(db, catalogue);
    seedBets(db, catalogue, now);
    seedLobbyShortcuts(db);
    seedMemberCentre(db);
    seedAgentTeam(db, catalogue, now);
    enableAgentMenus(db);
  })();
}

function seedMerchants(db: Db): void {
  const merchant = db.prepare('INSERT INTO merchants (code, name, sort_order) VALUES (?, ?, ?)');
  const flag = db.prepare('INSERT INTO merchant_flags (merchant_code, flag, enabled) VALUES (?, ?, ?)');
  const startup = db.prepare(`INSERT INTO merchant_startup (merchant_code, country, mobile_template,
    customer_service_url, social, session_renew_seconds, sms_expired_minutes, dialing_countries, firebase_project)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const rule = db.prepare(`INSERT INTO field_rules (merchant_code, name, enabled, required, pattern, message_key,
    min_length, max_length) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  SEED_MERCHANTS.forEach((m, index) => {
    merchant.run(m.code, m.name, index);
    for (const name of WHITELABEL_FLAGS) flag.run(m.code, name, bit(m.flagsOn.includes(name)));
    startup.run(
      m.code,
      m.country,
      JSON.stringify(m.mobileTemplate),
      m.customerServiceUrl,
      JSON.stringify(m.social),
      m.sessionRenewSeconds,
      m.smsExpiredMinutes,
      JSON.stringify(m.dialingCountries),
      m.firebaseProject ?? null,
    );
    const rules = SEED_RULES[m.code];
    if (!rules) throw new Error(`seed: no rule table for merchant ${m.code}`);
    for (const name of RULE_NAMES) {
      const r = rules[name];
      rule.run(
        m.code,
        name,
        bit(r.enabled),
        bit(r.required),
        r.pattern,
        r.messageKey,
        r.minLength ?? null,
        r.maxLength ?? null,
      );
    }
  });
}

function seedMembers(db: Db): void {
  const member = db.prepare(`INSERT INTO members (id, merchant_code, account, password_hash, nickname, type,
    reg_date, disabled, upline_id, mobile_num, mobile_norm, email) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const wallet = db.prepare('INSERT INTO wallets (member_id, currency_symbol) VALUES (?, ?)');
  for (const m of SEED_MEMBERS) {
    const hash = seededHash(`${m.merchantCode}:${m.account}:${m.password}`, m.password);
    member.run(
      m.id,
      m.merchantCode,
      m.account,
      hash,
      m.nickname,
      m.type,
      m.regDate,
      bit(m.disabled),
      m.uplineId ?? null,
      m.mobileNum ?? null,
      m.mobileNum ? m.mobileNum.replace(/^0+/, '') : null,
      m.email ?? null,
    );
    // The balance itself is the ledger's sum: paid deposits, an opening adjustment and the demo rounds (bets.ts).
    wallet.run(m.id, CURRENCY_SYMBOL);
  }
  const affiliate = db.prepare(
    'INSERT INTO affiliate_codes (merchant_code, code, agent_id, enabled) VALUES (?, ?, ?, ?)',
  );
  for (const a of SEED_AFFILIATE_CODES) affiliate.run(a.merchantCode, a.code, a.agentId, bit(a.enabled));
}

function seedContent(db: Db): void {
  const announcement = db.prepare(`INSERT INTO announcements (id, merchant_code, type, group_name, title_ty,
    title_en, content_ty, content_en, url, link, execution, promotion_type, sort_order, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  [...SEED_ANNOUNCEMENTS, ...SEED_LOBBY_POPUPS].forEach((a, index) => {
    announcement.run(
      a.id,
      a.merchantCode,
      a.type,
      a.groupName,
      a.title.ty,
      a.title.en,
      a.content.ty,
      a.content.en,
      a.type === 'B' ? bannerArtUrl(a.id) : null,
      a.link ?? null,
      a.execution ?? null,
      a.promotionType ?? null,
      index,
      a.createdAt,
    );
  });
  const read = db.prepare('INSERT INTO announcement_reads (member_id, announcement_id, read_at) VALUES (?, ?, ?)');
  for (const r of SEED_ANNOUNCEMENT_READS) read.run(r.memberId, r.announcementId, r.readAt);
}

/**
 * A database that was seeded before the catalogue took its present shape comes out of migration 0003
 * with no games; this fills the catalogue in (and nothing else) when it is empty.
 */
export function seedCatalogueIfEmpty(db: Db): void {
  const games = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM games').get()?.count ?? 0;
  if (games > 0) return;
  db.transaction(() => {
    for (const table of ['game_classes', 'game_class_names', 'vendor_categories', 'vendors']) {
      db.prepare(`DELETE FROM ${table}`).run();
    }
    seedGames(db, buildCatalogue());
  })();
}

function seedGames(db: Db, catalogue: readonly SeedGame[]): void {
  const vendor = db.prepare('INSERT INTO vendors (code, name, sort_order) VALUES (?, ?, ?)');
  const category = db.prepare(
    'INSERT INTO vendor_categories (category, vendor_code, game_type, sort_order) VALUES (?, ?, ?, ?)',
  );
  SEED_VENDORS.forEach((v, index) => {
    vendor.run(v.code, v.name, index);
    for (const c of v.categories) category.run(c.category, v.code, c.gameType, index);
  });
  const className = db.prepare(
    'INSERT INTO game_class_names (class_key, name_ty, name_en, sort_order) VALUES (?, ?, ?, ?)',
  );
  SEED_CLASS_NAMES.forEach((c, index) => className.run(c.key, c.ty, c.en, index));
  const game = db.prepare(`INSERT INTO games (node_id, game_id, name_ty, name_en, game_type, vassalage, min_bet_cents,
    lines, hot, is_new, support_play, prize_mode, classify_new, draw_minutes, sort_order)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const gameClass = db.prepare('INSERT INTO game_classes (node_id, class_key) VALUES (?, ?)');
  catalogue.forEach((g, index) => {
    game.run(
      g.nodeId,
      g.gameId,
      g.name.ty,
      g.name.en,
      g.gameType,
      g.vassalage,
      g.minBetCents,
      g.lines ?? null,
      bit(g.hot),
      bit(g.isNew),
      bit(g.supportPlay ?? true),
      g.prizeMode ?? null,
      g.classifyNew ?? null,
      g.drawMinutes ?? null,
      index,
    );
    for (const key of g.classes) gameClass.run(g.nodeId, key);
  });
}

/** member01 starts with a few favourites, and every bettor's recent games are their latest rounds. */
function seedLobbyShortcuts(db: Db): void {
  const favourite = db.prepare('INSERT INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)');
  const since = Date.parse('2025-05-01T04:00:00.000Z');
  [5001, 5011, 5101, 5201, 5301].forEach((nodeId, index) => favourite.run(1001, nodeId, since - index * 60_000));
  db.prepare(
    `INSERT INTO recent_games (member_id, node_id, played_at)
       SELECT member_id, node_id, MAX(placed_at) FROM bets GROUP BY member_id, node_id`,
  ).run();
}
