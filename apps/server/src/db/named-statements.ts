import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * PostgreSQL parses and plans an unnamed statement on every call. Money paths run the same dozen
 * statements thousands of times a second, so each distinct statement text is given a name and
 * prepared once per connection (pg skips the Parse step for a name its connection has already
 * prepared). Measured on 2 cores: deposit credits through the API 590/s unnamed, 718/s named
 * (bench/README.md). Texts that vary without bound (bulk inserts, long IN lists) stay unnamed, and
 * at most MAX_NAMED_STATEMENTS texts are ever named, so a connection's prepared set stays bounded.
 */
export const MAX_NAMED_STATEMENTS = 2000;
const MAX_NAMED_PARAMETERS = 64;
const MAX_NAMED_TEXT = 8000;

/**
 * SQLSTATE of "cached plan must not change result type": a migration changed a table under a
 * prepared `select *` (a rolling upgrade). The statement is prepared afresh; inside a transaction,
 * which the error has aborted, inTransaction retries the unit.
 */
export const STALE_PLAN = '0A000';

/** pg's own record of the names its connection has prepared (not in its typings). */
type PgClient = pg.PoolClient & { connection?: { parsedStatements?: Record<string, unknown> } };

const opensTransaction = (text: string) => /^\s*(begin|start transaction)\b/i.test(text);
const endsTransaction = (text: string) => /^\s*(commit|rollback|end|abort)\s*;?\s*$/i.test(text);

/** The pool Kysely is given: the same clients, each query named where its text allows. */
export function namedStatementsPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  const nameFor = (text: string, values: readonly unknown[]): string | undefined => {
    if (values.length === 0 || values.length > MAX_NAMED_PARAMETERS || text.length > MAX_NAMED_TEXT) {
      return undefined;
    }
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `kysely_${names.size}`;
      names.set(text, name);
    }
    return name;
  };

  function wrap(client: PgClient): PostgresPoolClient {
    let inTransaction = false;
    let stale = false;
    const run = async (text: string, values: unknown[] = []): Promise<pg.QueryResult> => {
      if (stale && !inTransaction) {
        stale = false;
        await client.query('deallocate all');
        if (client.connection) client.connection.parsedStatements = {};
      }
      const name = nameFor(text, values);
      try {
        const result = name ? await client.query({ name, text, values }) : await client.query(text, values);
        if (opensTransaction(text)) inTransaction = true;
        else if (endsTransaction(text)) inTransaction = false;
        return result;
      } catch (err) {
        if (endsTransaction(text)) inTransaction = false;
        if (name && (err as { code?: string }).code === STALE_PLAN) {
          stale = true;
          if (!inTransaction) return run(text, values);
        }
        throw err;
      }
    };
    // Kysely's client type also admits cursors, which this project never passes (no streaming).
    return { query: run as unknown as PostgresPoolClient['query'], release: () => client.release() };
  }

  return {
    // Kysely keeps one connection object per client it is handed, so hand it the same wrapper.
    connect: async () => {
      const client = await pool.connect();
      let w = wrapped.get(client);
      if (!w) {
        w = wrap(client);
        wrapped.set(client, w);
      }
      return w;
    },
    end: () => pool.end(),
  };
}
