import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { databaseUrl, withAdmin } from './template-database.js';

/** The PostgreSQL URL each open test database lives at (a peer node opens the same one). */
const urls = new WeakMap<Database, string>();

/**
 * Opens a fresh database for one test file: an in-memory SQLite by default, or a throw-away
 * database on the PostgreSQL server named by DATABASE_URL. Both start as a copy of the database the
 * run migrated once (template-database.ts); `fresh` gives an empty one instead, for a test that
 * runs the migrations itself, on PostgreSQL a throw-away schema dropped again at close.
 */
export async function openTestDatabase(opts: { poolMax?: number; fresh?: boolean } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    const template = opts.fresh ? undefined : inject('sqliteTemplate');
    return openDatabase('sqlite::memory:', template ? { image: readFileSync(template) } : {});
  }
  const template = opts.fresh ? undefined : inject('postgresTemplate');
  if (template) return copyOfTemplate(url, template, opts.poolMax);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  const database = openDatabase(url, { schema, ...opts });
  urls.set(database, url);
  const close = database.close;
  database.close = async () => {
    await close();
    await adminQuery(url, `drop schema ${schema} cascade`);
  };
  return database;
}

/**
 * A database of its own, copied from the run's migrated template. It is dropped with the template
 * when the run ends (template-database.ts): DROP DATABASE waits for a checkpoint, which the drops
 * made together there share.
 */
async function copyOfTemplate(url: string, template: string, poolMax?: number): Promise<Database> {
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${template}`);
  const database = openDatabase(databaseUrl(url, name), { poolMax });
  urls.set(database, databaseUrl(url, name));
  return database;
}

const adminQuery = (url: string, query: string) => withAdmin(url, (admin) => admin.query(query));

/**
 * The same database as `first` seen by another API node: on PostgreSQL its own pool on the same
 * database and schema; on SQLite the same handle (closed by `first`), as one file is shared by processes.
 */
export function peerDatabase(first: Database): Database {
  if (first.dialect === 'sqlite') return { ...first, close: async () => undefined };
  return openDatabase(urls.get(first) ?? process.env.DATABASE_URL!, { schema: first.schema });
}
