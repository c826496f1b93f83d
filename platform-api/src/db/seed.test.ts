import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './connection';
import { loadMigrations, migrate } from './migrate';
import { seedDatabase } from './seed';

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
    const db = openDatabase(':memory:');
    seedDatabase(db);
    const hashes = db.prepare<[], { hash: string }>('SELECT password_hash AS hash FROM members').all();
    for (const { hash } of hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(new Set(hashes.map((row) => row.hash)).size).toBe(hashes.length);
    db.close();
  });

  it('seeds about thirty games across every lobby category', () => {
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
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
    ]);
    expect(db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM games').get()?.count).toBe(30);
    db.close();
  });
});
