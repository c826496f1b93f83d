import { describe, expect, it } from 'vitest';
import { PASSWORD_COST, TEST_MODE_PASSWORD_COST } from '../features/auth/passwords';
import { openDatabase, type Db } from './connection';
import { loadMigrations, migrate } from './migrate';
import { seedDatabase } from './seed';
import { SEED_MEMBERS } from './seed/members';

function dump(db: Db): string {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations' ORDER BY name",
    )
    .all();
  return JSON.stringify(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM ${name} ORDER BY 1, 2`).all()]));
}

describe('database', () => {
  it('records every migration once, so migrating again changes nothing', () => {
    const db = openDatabase(':memory:');
    const versions = db.prepare<[], { version: number }>('SELECT version FROM schema_migrations').all();
    expect(versions.map((row) => row.version)).toEqual(loadMigrations().map((m) => m.version));
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('seeds the same data every time (apart from password salts)', () => {
    const [first, second] = [openDatabase(':memory:'), openDatabase(':memory:')];
    seedDatabase(first);
    seedDatabase(second);
    const withoutHashes = (db: Db) => {
      db.prepare("UPDATE members SET password_hash = 'x'").run();
      return dump(db);
    };
    expect(withoutHashes(first)).toBe(withoutHashes(second));
    first.close();
    second.close();
  });

  it('stores passwords as salted scrypt hashes', () => {
    // At the cost the process hashes with: test mode's here (testing/setup.ts), the real one by default
    // (passwords.test.ts). The team's accounts no one signs in to carry an unmatchable real-cost hash.
    const costs = [PASSWORD_COST.N, TEST_MODE_PASSWORD_COST.N].join('|');
    const db = openDatabase(':memory:');
    seedDatabase(db);
    const hashes = db.prepare<[], { hash: string }>('SELECT password_hash AS hash FROM members').all();
    for (const { hash } of hashes)
      expect(hash).toMatch(new RegExp(`^scrypt\\$(${costs})\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(new Set(hashes.map((row) => row.hash)).size).toBe(hashes.length);
    db.close();
  });

  it('seeds over two thousand games across every lobby category, with names in both languages', () => {
    const db = openDatabase(':memory:');
    seedDatabase(db);
    const categories = db
      .prepare<[], { type: string }>('SELECT DISTINCT game_type AS type FROM games ORDER BY 1')
      .all();
    expect(categories.map((row) => row.type)).toEqual([
      'COCKFIGHT',
      'ESPORTS',
      'FISH',
      'LIVE',
      'LOTTERY',
      'PVP',
      'RNG',
      'SPORTS',
    ]);
    const counts = db
      .prepare<[], { games: number; names: number; vendors: number }>(
        `SELECT COUNT(*) AS games, COUNT(DISTINCT name_en) AS names,
                (SELECT COUNT(*) FROM vendors) AS vendors FROM games`,
      )
      .get();
    expect(counts?.games).toBeGreaterThanOrEqual(2000);
    expect(counts?.vendors).toBeGreaterThanOrEqual(20);
    const untranslated = db
      .prepare<[], { count: number }>(
        "SELECT COUNT(*) AS count FROM games WHERE game_type IN ('RNG', 'FISH') AND name_ty = name_en AND node_id > 10000",
      )
      .get();
    expect(untranslated?.count).toBe(0);
    db.close();
  });

  it("leaves every member's ledger summing to the balance the demo shows, after weeks of demo rounds", () => {
    const db = openDatabase(':memory:');
    const now = Date.UTC(2025, 4, 10, 4, 0, 0);
    seedDatabase(db, now);
    for (const member of SEED_MEMBERS) {
      const row = db
        .prepare<[number], { total: number }>(
          'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM ledger WHERE member_id = ?',
        )
        .get(member.id);
      expect(row?.total, member.account).toBe(member.balanceCents);
    }
    const history = db
      .prepare<[], { account: string; rounds: number; first: number; last: number }>(
        `SELECT m.account, COUNT(*) AS rounds, MIN(b.placed_at) AS first, MAX(b.placed_at) AS last
           FROM bets b JOIN members m ON m.id = b.member_id GROUP BY m.account ORDER BY m.account`,
      )
      .all();
    // agent01's team (agent-team.ts) bets too; this is about the demo accounts of members.ts.
    const demo = history.filter((row) => SEED_MEMBERS.some((m) => m.account === row.account));
    expect(demo.map((row) => row.account)).toEqual(['agent01', 'agent02', 'member01', 'member02', 'player40']);
    for (const row of demo) {
      expect(row.rounds).toBeGreaterThan(100);
      expect((row.last - row.first) / 86_400_000).toBeGreaterThan(30);
      expect(row.last).toBeLessThan(now);
    }
    db.close();
  });
});
