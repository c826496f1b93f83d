import { openDatabase } from '../db/connection';
import { seedDatabase } from '../db/seed';

/** Where a test clock starts unless told otherwise; nothing depends on the real date. */
export const TEST_START = Date.UTC(2025, 4, 10, 4, 0, 0);

/** The seeded database as of `now`, as the bytes of an SQLite file. */
export function seedImage(now: number): Buffer {
  const db = openDatabase(':memory:');
  seedDatabase(db, now);
  const image = db.serialize();
  db.close();
  return image;
}
