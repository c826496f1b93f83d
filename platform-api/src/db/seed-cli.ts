// The `seed` script: recreates the database file and fills it with the deterministic seed.
import { recreateDatabase } from './connection';
import { databasePath } from './path';
import { seedDatabase } from './seed';
import { SEED_MEMBERS } from './seed/members';

const path = databasePath(process.env.PLATFORM_DB);
const db = recreateDatabase(path);
seedDatabase(db);
db.close();
console.info(`platform-api: seeded ${path}`);
for (const m of SEED_MEMBERS) {
  console.info(
    `  ${m.merchantCode}  ${m.account.padEnd(12)} ${m.password.padEnd(10)} type ${m.type}${m.disabled ? ' (disabled)' : ''}`,
  );
}
