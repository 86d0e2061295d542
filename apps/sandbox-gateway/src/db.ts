import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Generated, type Migration } from 'kysely';

/** The sandbox gateway keeps its own order book, as a real payment company would: its own SQLite file. */
export interface GatewayDB {
  sg_orders: {
    id: Generated<number>;
    order_no: string;
    merchant_order_no: string;
    amount: number;
    currency: string;
    channel: string;
    address: string;
    notify_url: string;
    return_url: string;
    status: Generated<string>;
    notify_attempts: Generated<number>;
    acknowledged_at: number | null;
    created_at: number;
  };
}

const migrations: Record<string, Migration> = {
  '0001-orders': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sg_orders')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('order_no', 'varchar(64)', (c) => c.notNull().unique())
        // A merchant that retries a lost answer gets the same order back, never a second one.
        .addColumn('merchant_order_no', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'varchar(8)', (c) => c.notNull())
        .addColumn('channel', 'varchar(32)', (c) => c.notNull())
        .addColumn('address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('notify_url', 'varchar(512)', (c) => c.notNull())
        .addColumn('return_url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('created'))
        .addColumn('notify_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('acknowledged_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
};

export async function openGatewayDb(file: string): Promise<Kysely<GatewayDB>> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<GatewayDB>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'sg_migrations',
    migrationLockTableName: 'sg_migrations_lock',
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return db;
}
