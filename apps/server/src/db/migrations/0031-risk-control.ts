import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/**
 * Risk control (风控): each event's client (address, /24, device id), registrations per address or
 * device per day, blocklists with expiry, player tags, the withdrawal rules and each withdrawal's
 * check, betting-pattern alerts, each player's score and the scans' cursors.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);
  const text = (n: number) => `varchar(${n})` as const;

  await db.schema
    .createTable('risk_signals')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('event', text(16), (c) => c.notNull())
    .addColumn('ip', text(64), (c) => c.notNull())
    .addColumn('ip_prefix', text(64), (c) => c.notNull())
    .addColumn('device_id', text(64), (c) => c.notNull())
    .addColumn('ua_hash', text(16), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Linked accounts and search look up by each of these; retention deletes by time.
  for (const column of ['ip', 'ip_prefix', 'device_id'] as const)
    await db.schema
      .createIndex(`risk_signals_${column}`)
      .on('risk_signals')
      .columns([column, 'user_id'])
      .execute();
  await db.schema.createIndex('risk_signals_user').on('risk_signals').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('risk_signals_time').on('risk_signals').column('created_at').execute();

  await db.schema
    .createTable('risk_register_counts')
    .addColumn('day', text(10), (c) => c.notNull())
    .addColumn('kind', text(8), (c) => c.notNull())
    .addColumn('value', text(64), (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('risk_register_counts_pk', ['day', 'kind', 'value'])
    .execute();

  await db.schema
    .createTable('risk_blocks')
    .addColumn('id', serial, id)
    .addColumn('kind', text(16), (c) => c.notNull())
    .addColumn('value', text(128), (c) => c.notNull())
    .addColumn('reason', text(200), (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('lifted_by', 'integer')
    .addColumn('lifted_at', 'bigint')
    .execute();
  await db.schema.createIndex('risk_blocks_value').on('risk_blocks').columns(['kind', 'value']).execute();

  await db.schema
    .createTable('risk_tags')
    .addColumn('id', serial, id)
    .addColumn('name', text(32), (c) => c.notNull().unique())
    .addColumn('colour', text(7), (c) => c.notNull())
    .addColumn('effects', text(400), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createTable('risk_player_tags')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('tag_id', 'integer', (c) => c.notNull())
    .addColumn('note', text(200), (c) => c.notNull().defaultTo(''))
    .addColumn('tagged_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('risk_player_tags_pk', ['user_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('risk_player_tags_tag')
    .on('risk_player_tags')
    .columns(['tag_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('risk_rules')
    .addColumn('code', text(32), id)
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('params', text(2000), (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('risk_withdrawal_checks')
    .addColumn('withdrawal_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('state', text(16), (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reasons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('auto_approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('note', text(200), (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('scored_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('risk_withdrawal_checks_state')
    .on('risk_withdrawal_checks')
    .columns(['state', 'withdrawal_id'])
    .execute();
  await db.schema
    .createIndex('risk_withdrawal_checks_user')
    .on('risk_withdrawal_checks')
    .columns(['user_id', 'withdrawal_id'])
    .execute();

  await db.schema
    .createTable('risk_alerts')
    .addColumn('id', serial, id)
    .addColumn('kind', text(32), (c) => c.notNull())
    .addColumn('fingerprint', text(128), (c) => c.notNull().unique())
    .addColumn('user_ids', text(400), (c) => c.notNull())
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addColumn('state', text(16), (c) => c.notNull().defaultTo('open'))
    .addColumn('handled_by', 'integer')
    .addColumn('handled_at', 'bigint')
    .addColumn('note', text(200), (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('risk_alerts_state').on('risk_alerts').columns(['state', 'id']).execute();

  await db.schema
    .createTable('risk_scores')
    .addColumn('user_id', 'integer', id)
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('risk_scores_score').on('risk_scores').columns(['score', 'user_id']).execute();

  await db.schema
    .createTable('risk_cursors')
    .addColumn('name', text(32), id)
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
