import SQLite from 'better-sqlite3';
import { inject } from 'vitest';

/**
 * Direct access to the e2e server's SQLite file, for arranging what only an operator could do
 * (maintenance mode, blacklisting) until the back office has its own API.
 */
export function withDb<T>(fn: (db: SQLite.Database) => T): T {
  const db = new SQLite(inject('dbPath'));
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export function setSetting(key: string, value: string): void {
  withDb((db) =>
    db
      .prepare(
        'insert into settings(key, value) values (?, ?) ' +
          'on conflict(key) do update set value = excluded.value',
      )
      .run(key, value),
  );
}
