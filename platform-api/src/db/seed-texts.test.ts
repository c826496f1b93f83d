import { glossaryProblems } from '@platform/shared/glossary';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './connection';
import { seedDatabase } from './seed';

/** Columns holding names, where TY may equal EN; the reason is the point of the entry. */
const NAME_COLUMNS: Record<string, string> = {
  'games.name': 'game titles are brands where they are not made of translatable words (Tongits Go, 6/42 Lotto)',
  'game_class_names.name': 'kinds of game keep the names the providers give them (Baccarat, Megaways, Slots)',
  'club_levels.name': 'VIP club ranks are shown as they are (Bronze, Silver, Gold)',
};

/** Single texts that are names although their column holds sentences too. */
const NAME_TEXTS: Record<string, string> = {
  'Golden Reef Jackpot': 'the name of a merchant jackpot',
  'Live chat (24/7)': 'the name of a service channel',
  'Live chat': 'the name of a service channel',
  Messenger: 'the name of an app',
};

// Game titles are names made up from words (see seed/game-words.ts); the glossary is about the site's own words.
const OUTSIDE_GLOSSARY = new Set(['games.name']);

interface Pair {
  table: string;
  column: string;
}

/** Every `<name>_ty` column that has a `<name>_en` beside it, in every table. */
function localizedColumns(db: Db): Pair[] {
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all();
  return tables.flatMap(({ name: table }) => {
    const columns = db
      .prepare<[], { name: string }>(`PRAGMA table_info(${table})`)
      .all()
      .map((c) => c.name);
    return columns
      .filter((c) => c.endsWith('_ty') && columns.includes(`${c.slice(0, -3)}_en`))
      .map((c) => ({ table, column: c.slice(0, -3) }));
  });
}

function textsOf(db: Db, { table, column }: Pair): { row: number; ty: string | null; en: string | null }[] {
  return db
    .prepare<[], { row: number; ty: string | null; en: string | null }>(
      `SELECT rowid AS row, ${column}_ty AS ty, ${column}_en AS en FROM ${table}`,
    )
    .all();
}

describe('seeded texts', () => {
  const db = openDatabase(':memory:');
  seedDatabase(db, Date.UTC(2025, 4, 10, 4, 0, 0));
  const pairs = localizedColumns(db);
  const where = ({ table, column }: Pair, row: number) => `${table}.${column} (row ${row})`;

  it('are found in every table that holds content for players', () => {
    const found = pairs.map(({ table, column }) => `${table}.${column}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'announcements.title',
        'announcements.content',
        'help_entries.content',
        'messages.content',
        'activities.rules',
        'games.name',
        'service_paths.name',
      ]),
    );
  });

  it('have both languages for every localized text', () => {
    const missing = pairs.flatMap((pair) =>
      textsOf(db, pair)
        .filter(({ ty, en }) => !ty?.trim() || !en?.trim())
        .map(({ row }) => where(pair, row)),
    );
    expect(missing).toEqual([]);
  });

  it('say something different in TY than in EN, unless the text is a name', () => {
    const same = pairs
      .filter(({ table, column }) => !Object.hasOwn(NAME_COLUMNS, `${table}.${column}`))
      .flatMap((pair) =>
        textsOf(db, pair)
          .filter(({ ty, en }) => ty === en && !(ty !== null && Object.hasOwn(NAME_TEXTS, ty)))
          .map(({ row, ty }) => `${where(pair, row)}: "${ty}"`),
      );
    expect(same).toEqual([]);
  });

  it('use the words of the glossary in both languages', () => {
    const problems = pairs
      .filter(({ table, column }) => !OUTSIDE_GLOSSARY.has(`${table}.${column}`))
      .flatMap((pair) =>
        textsOf(db, pair).flatMap(({ row, ty, en }) =>
          (['ty', 'en'] as const).flatMap((language) => {
            const text = language === 'ty' ? ty : en;
            return glossaryProblems(text ?? '', language).map(
              ({ concept, found }) => `${where(pair, row)} ${language}: "${found}" (${concept}) in "${text}"`,
            );
          }),
        ),
      );
    expect(problems).toEqual([]);
  });
});
