import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/**
 * Site articles (about, terms, privacy, responsibility, FAQ, guides), support conversations
 * between players and operators, agent applications, and the profile fields players edit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);

  await db.schema
    .createTable('articles')
    .addColumn('type', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // player: written by the player; operator: a reply, with its author.
    .addColumn('author', 'varchar(16)', (c) => c.notNull())
    .addColumn('operator_id', 'integer')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_messages_user')
    .on('support_messages')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('agent_applications')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('apply_info', 'varchar(500)', (c) => c.notNull())
    // 1 pending, 2 approved, 3 rejected.
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agent_applications_user')
    .on('agent_applications')
    .columns(['user_id', 'state'])
    .execute();

  await db.schema
    .createIndex('messages_user_unread')
    .on('messages')
    .columns(['user_id', 'read_at'])
    .execute();
}
