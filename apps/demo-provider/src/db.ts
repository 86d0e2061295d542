import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { cachePreparedStatements } from '@app/shared/node';
import { Kysely, Migrator, SqliteDialect, type Generated, type Migration } from 'kysely';
import { bookMigrations, type BookTables } from './sportsbook/book-schema.js';

/** The demo provider keeps its own books, as a real provider would: its own SQLite file. */
export interface ProviderDB extends BookTables {
  dp_wallets: { player_id: string; platform: string; balance: Generated<number>; updated_at: number };
  dp_transfers: {
    transfer_no: string;
    player_id: string;
    platform: string;
    direction: string;
    amount: number;
    status: string;
    created_at: number;
  };
  dp_sessions: {
    id: string;
    player_id: string;
    username: string;
    platform: string;
    game_code: string;
    game_kind: string;
    wallet_mode: string;
    operator_token: string;
    return_url: string;
    created_at: number;
    expires_at: number;
  };
  dp_rounds: {
    id: Generated<number>;
    round_no: string;
    /** A sportsbook ticket is reported again when it settles or re-settles; a game round once. */
    version: Generated<number>;
    player_id: string;
    platform: string;
    game_code: string;
    bet: number;
    win: number;
    detail: string;
    valid_bet: Generated<number>;
    wallet_mode: Generated<string>;
    memo: Generated<string>;
    status: number;
    created_at: number;
  };
}

const migrations: Record<string, Migration> = {
  '0001-books': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dp_wallets')
        .addColumn('player_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('platform', 'varchar(32)', (c) => c.notNull())
        .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('dp_wallets_pk', ['player_id', 'platform'])
        .execute();
      await db.schema
        .createTable('dp_transfers')
        .addColumn('transfer_no', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('player_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('platform', 'varchar(32)', (c) => c.notNull())
        .addColumn('direction', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dp_sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('player_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('username', 'varchar(64)', (c) => c.notNull())
        .addColumn('platform', 'varchar(32)', (c) => c.notNull())
        .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('game_kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('wallet_mode', 'varchar(16)', (c) => c.notNull())
        .addColumn('operator_token', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('return_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dp_rounds')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('round_no', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('player_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('platform', 'varchar(32)', (c) => c.notNull())
        .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('bet', 'bigint', (c) => c.notNull())
        .addColumn('win', 'bigint', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('dp_rounds_player').on('dp_rounds').columns(['player_id', 'id']).execute();
    },
  },
  // Bet records say which wallet paid, what counted as turnover and what was bet.
  '0002-round-details': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('dp_rounds')
        .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('dp_rounds')
        .addColumn('wallet_mode', 'varchar(16)', (c) => c.notNull().defaultTo('transfer'))
        .execute();
      await db.schema
        .alterTable('dp_rounds')
        .addColumn('memo', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  },
  ...bookMigrations,
};

export async function openProviderDb(file: string): Promise<Kysely<ProviderDB>> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  cachePreparedStatements(sqlite);
  const db = new Kysely<ProviderDB>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'dp_migrations',
    migrationLockTableName: 'dp_migrations_lock',
  }).migrateToLatest();
  if (error) throw error;
  return db;
}
