import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/connection';

const cache = new WeakMap<Db, Map<string, Statement>>();

/**
 * A statement prepared once per connection. Money and round writes run thousands of times in a seed
 * and on every play, and preparing costs more than running.
 */
export function prepared<Params extends unknown[] = unknown[], Row = unknown>(
  db: Db,
  sql: string,
): Statement<Params, Row> {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement as Statement<Params, Row>;
}
