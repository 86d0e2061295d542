import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/** Accounts, sessions, captchas, login throttling, site settings and content. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);

  await db.schema
    .createTable('users')
    .addColumn('id', serial, id)
    .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('pay_password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('realname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('birthday', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('pid', 'integer')
    .addColumn('isblack', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('isagent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transferstatus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('register_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .addColumn('last_login_ip', 'varchar(64)')
    .addColumn('pay_fail_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_locked_until', 'bigint')
    .execute();
  await db.schema.createIndex('users_pid').on('users').column('pid').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer')
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('accounts_owner_kind', ['user_id', 'kind', 'platform'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('answer', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captchas_expires').on('captchas').column('expires_at').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', serial, id)
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_user')
    .on('login_failures')
    .columns(['username', 'created_at'])
    .execute();

  await db.schema
    .createTable('trusted_devices')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_history')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_history_user')
    .on('login_history')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', serial, id)
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('src', 'varchar(255)', (c) => c.notNull())
    .addColumn('link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notices')
    .addColumn('id', serial, id)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
