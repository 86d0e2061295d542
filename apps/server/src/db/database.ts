import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Transaction,
} from 'kysely';
import { namedStatementsPool, STALE_PLAN } from './named-statements.js';
import { cachePreparedStatements } from '@app/shared/node';
import { collectPlayerChanges } from './player-changes.js';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The PostgreSQL schema the tables live in, when not the default search path. */
  schema?: string;
  /** The raw SQLite handle, for hot paths that use cached prepared statements. */
  sqlite?: SQLite.Database;
  /** The raw PostgreSQL pool (Kysely's queries on it are named: named-statements.ts). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * SQLite takes the write lock at BEGIN, so two writers queue instead of failing with SQLITE_BUSY
 * mid-transaction.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly database: SQLite.Database) {
    super({ database });
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.database });
  }
}

// BIGINT columns hold fen and epoch milliseconds, both far inside the safe-integer range.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * PostgreSQL connections per node. Few on purpose: measured on 2 cores with 50 concurrent money
 * calls, 8 connections credited 2–3 times as many deposits as 20 or 50 (each extra backend competed
 * for the same cores and row locks); requests wait in the pool's queue instead. Size it to the
 * database's cores (DATABASE_POOL_MAX), not to the concurrent requests.
 */
export const DEFAULT_POOL_MAX = 10;

export interface OpenOptions {
  schema?: string;
  poolMax?: number;
  /**
   * SQLite in memory only: start from this serialized database (`sqlite.serialize()`) instead of an
   * empty one. Tests open a copy of one database migrated once per run instead of migrating each.
   */
  image?: Buffer;
}

export function openDatabase(url: string, opts: OpenOptions = {}): Database {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolMax ?? DEFAULT_POOL_MAX,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: namedStatementsPool(pool) }) });
    return { db, dialect: 'postgres', pool, schema: opts.schema, close: () => db.destroy() };
  }
  if (!url.startsWith('sqlite:')) throw new Error(`Unsupported DATABASE_URL: ${url.split(':')[0]}`);
  const file = url.slice('sqlite:'.length);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  if (opts.image && file !== ':memory:') throw new Error('A database image opens in memory only');
  const sqlite = new SQLite(opts.image ?? file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  cachePreparedStatements(sqlite);
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect(sqlite) });
  groupCommitQueues.set(db, []);
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}

/** Serialization failure, deadlock, and a prepared statement gone stale under a migration. */
const RETRYABLE = new Set(['40001', '40P01', STALE_PLAN]);

interface Unit {
  work: (trx: Transaction<DB>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Pending units of work per SQLite database, committed together (see groupCommit). */
const groupCommitQueues = new WeakMap<Kysely<DB>, Unit[]>();
const draining = new WeakSet<Kysely<DB>>();
const MAX_BATCH = 64;

/**
 * SQLite has one writer, so concurrent transactions queue anyway. Instead of one BEGIN/COMMIT
 * each, the units waiting in the queue run one after another inside a single transaction, each in
 * its own savepoint: a unit that fails is rolled back alone, and every caller hears back only
 * after the shared COMMIT, so nothing is reported done before it is durable.
 */
async function groupCommit(db: Kysely<DB>, queue: Unit[]): Promise<void> {
  try {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      type Outcome = { ok: true; value: unknown; committed: () => void } | { ok: false; error: unknown };
      const outcomes: Outcome[] = [];
      try {
        const trx = await db.startTransaction().execute();
        try {
          for (const unit of batch) {
            const sp = await trx.savepoint('unit').execute();
            try {
              const changes = collectPlayerChanges(() => unit.work(sp));
              const value = await changes.result;
              await sp.releaseSavepoint('unit').execute();
              outcomes.push({ ok: true, value, committed: changes.committed });
            } catch (error) {
              await sp.rollbackToSavepoint('unit').execute();
              await sp.releaseSavepoint('unit').execute();
              outcomes.push({ ok: false, error });
            }
          }
          await trx.commit().execute();
        } catch (err) {
          await trx
            .rollback()
            .execute()
            .catch(() => undefined);
          throw err;
        }
      } catch (err) {
        for (const unit of batch) unit.reject(err);
        continue;
      }
      batch.forEach((unit, i) => {
        const o = outcomes[i]!;
        if (o.ok) {
          o.committed();
          unit.resolve(o.value);
        } else unit.reject(o.error);
      });
    }
  } finally {
    draining.delete(db);
  }
}

/**
 * Runs `work` in one database transaction. On SQLite concurrent units share a group commit; on
 * PostgreSQL serialization failures and deadlocks are retried a few times. Either way the whole
 * unit may run again or alongside others, so `work` must not call the network. The players it
 * notes as changed (notePlayerChanged) are announced once it has committed.
 */
export async function inTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const queue = groupCommitQueues.get(db);
  if (queue) {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
      if (!draining.has(db)) {
        // Start after this turn's I/O callbacks: requests that arrived together join one batch.
        draining.add(db);
        setImmediate(() => void groupCommit(db, queue));
      }
    });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const changes = collectPlayerChanges(() => db.transaction().execute(work));
      const value = await changes.result;
      changes.committed();
      return value;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt < 4 && code && RETRYABLE.has(code)) continue;
      throw err;
    }
  }
}

/**
 * A unique violation of one index: PostgreSQL names the index (`constraint`), SQLite the indexed
 * columns in its message ("UNIQUE constraint failed: withdrawals.payout_reference").
 */
export function isUniqueViolationOf(err: unknown, index: string, tableColumn: string): boolean {
  if (!isUniqueViolation(err)) return false;
  const e = err as { constraint?: string; message?: string };
  return e.constraint === index || Boolean(e.message?.includes(tableColumn));
}

/** True when the error is a unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
