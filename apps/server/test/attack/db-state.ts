import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';

/** One hash per table, to tell afterwards which tables a series of calls changed. */
export type Fingerprint = Record<string, string>;

async function tables(database: Database): Promise<Array<{ name: string; columns: string[] }>> {
  const all = await database.db.introspection.getTables();
  const schema = database.schema ?? 'public';
  return all
    .filter((t) => !t.isView && (database.dialect === 'sqlite' || t.schema === schema))
    .map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Hashes every row of every table (or, with `userId`, only that player's rows of the tables that
 * have a user_id column), leaving out `skip`. Rows are sorted, so the order a database returns
 * them in does not matter.
 */
export async function fingerprint(
  database: Database,
  opts: { skip?: readonly string[]; userId?: number } = {},
): Promise<Fingerprint> {
  const result: Fingerprint = {};
  for (const table of await tables(database)) {
    if (opts.skip?.includes(table.name)) continue;
    if (opts.userId !== undefined && !table.columns.includes('user_id')) continue;
    const where = opts.userId !== undefined ? sql` where user_id = ${opts.userId}` : sql``;
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table.name)}${where}`.execute(database.db);
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    result[table.name] =
      `${lines.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return result;
}

/** The tables whose hash differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}
