import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database.js';

/**
 * Opens a fresh database for one test file: an in-memory SQLite by default, or a throw-away schema
 * on the PostgreSQL server named by DATABASE_URL, dropped again at close.
 */
export async function openTestDatabase(opts: { poolMax?: number } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) return openDatabase('sqlite::memory:');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase(url, { schema, ...opts });
  const close = database.close;
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop schema ${schema} cascade`);
    await cleanup.end();
  };
  return database;
}

/**
 * The same database as `first` seen by another API node: on PostgreSQL its own pool on the same
 * schema; on SQLite the same handle (closed by `first`), as one file is shared by processes.
 */
export function peerDatabase(first: Database): Database {
  if (first.dialect === 'sqlite') return { ...first, close: async () => undefined };
  return openDatabase(process.env.DATABASE_URL!, { schema: first.schema });
}
