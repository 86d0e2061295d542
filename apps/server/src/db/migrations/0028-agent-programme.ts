import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { serialType } from './helpers.js';

const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
const money = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);

/**
 * The agent programme:
 * - agents (an approved player's plan and state, its console's second factor and sessions);
 * - the referral tree as history (agent_links: a user's upper agent from a time on; registrations
 *   take effect at once, an operator's move from the next period);
 * - commission plans;
 * - bet_settlements, the append-only journal of what each bet report changed (a re-settlement adds
 *   its difference when it arrives), so a closed period's figures never move;
 * - periods settled exactly once (unique start), statements and the lines they were computed from.
 * Existing agents get the default plan; players registered with an agent's id join its tree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const serial = serialType(db);
  await db.schema
    .createTable('agent_plans')
    .addColumn('id', serial, id)
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('active_min_valid_fen', 'bigint', money)
    .addColumn('deposit_fee_bp', 'integer', money)
    .addColumn('withdrawal_fee_bp', 'integer', money)
    // JSON: [{min_active, min_net_fen, rate_bp}] and {category: bp}, checked by @app/shared's schema.
    .addColumn('tiers', 'text', (c) => c.notNull())
    .addColumn('turnover_bp', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('agents')
    .addColumn('user_id', 'integer', id)
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    // 1 active, 0 frozen (no console, no new statements paid).
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('totp_pending', 'varchar(64)')
    .addColumn('totp_last_step', 'bigint', money)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('agent_links')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('effective_from', 'bigint', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('operator_id', 'integer')
    .addColumn('note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agent_links_user')
    .on('agent_links')
    .columns(['user_id', 'effective_from'])
    .execute();
  await db.schema
    .createIndex('agent_links_parent')
    .on('agent_links')
    .columns(['parent_id', 'effective_from'])
    .execute();

  await db.schema
    .createTable('agent_sessions')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();

  await db.schema
    .createTable('bet_settlements')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('valid_bet_fen', 'bigint', money)
    .addColumn('win_loss_fen', 'bigint', money)
    .addColumn('settled_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index bet_settlements_period on bet_settlements
    (settled_at, user_id, platform, valid_bet_fen, win_loss_fen)`.execute(db);
  await sql`insert into bet_settlements (user_id, platform, valid_bet_fen, win_loss_fen, settled_at)
    select user_id, platform, valid_bet_fen, win_loss_fen, created_at from bets where status = 1`.execute(db);

  await db.schema
    .createTable('agent_periods')
    .addColumn('id', serial, id)
    .addColumn('starts_at', 'bigint', (c) => c.notNull().unique())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('settled_at', 'bigint', (c) => c.notNull())
    .execute();

  await createStatementTables(db);
  await adoptExistingAgents(db);
}

async function createStatementTables(db: Kysely<unknown>): Promise<void> {
  const serial = serialType(db);
  let statements = db.schema
    .createTable('agent_statements')
    .addColumn('id', serial, id)
    .addColumn('period_id', 'integer', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(8)', (c) => c.notNull());
  for (const col of ['direct_players', 'active_players', 'team_active', 'rate_bp'])
    statements = statements.addColumn(col, 'integer', money);
  for (const col of [
    'deposit_fen',
    'withdrawal_fen',
    'valid_bet_fen',
    'ggr_fen',
    'bonus_fen',
    'fee_fen',
    'net_fen',
    'team_net_fen',
    'carry_in_fen',
    'base_fen',
    'carry_out_fen',
    'revenue_fen',
    'override_fen',
    'turnover_fen',
    'computed_fen',
    'adjust_fen',
    'payable_fen',
  ])
    statements = statements.addColumn(col, 'bigint', money);
  await statements
    .addColumn('adjust_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('hold_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('approved_by', 'integer')
    .addColumn('approved_at', 'bigint')
    .addColumn('confirmed_by', 'integer')
    .addColumn('paid_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('agent_statements_once', ['period_id', 'agent_id'])
    .execute();
  await db.schema
    .createIndex('agent_statements_agent')
    .on('agent_statements')
    .columns(['agent_id', 'period_id'])
    .execute();
  await db.schema
    .createIndex('agent_statements_state')
    .on('agent_statements')
    .columns(['state', 'id'])
    .execute();

  let lines = db.schema
    .createTable('agent_statement_lines')
    .addColumn('id', serial, id)
    .addColumn('statement_id', 'integer', (c) => c.notNull())
    // player: a direct player's figures; override: a sub-agent's base; turnover: a category.
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('category', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('rate_bp', 'integer', money);
  for (const col of [
    'deposit_fen',
    'withdrawal_fen',
    'valid_bet_fen',
    'ggr_fen',
    'bonus_fen',
    'fee_fen',
    'net_fen',
    'amount_fen',
  ])
    lines = lines.addColumn(col, 'bigint', money);
  await lines.execute();
  await db.schema
    .createIndex('agent_statement_lines_statement')
    .on('agent_statement_lines')
    .columns(['statement_id', 'kind'])
    .execute();
}

/** The seed's and earlier sites' agents keep their referred players, under a default plan. */
async function adoptExistingAgents(db: Kysely<unknown>): Promise<void> {
  const now = Date.now();
  const tiers = JSON.stringify([
    { min_active: 1, min_net_fen: 0, rate_bp: 2500 },
    { min_active: 5, min_net_fen: 5_000_000, rate_bp: 3500 },
    { min_active: 20, min_net_fen: 30_000_000, rate_bp: 4500 },
  ]);
  await sql`insert into agent_plans (name, active_min_valid_fen, deposit_fee_bp, withdrawal_fee_bp, tiers,
    turnover_bp, created_at, updated_at)
    values ('标准方案', 10000, 100, 100, ${tiers}, '{}', ${now}, ${now})`.execute(db);
  await sql`insert into agents (user_id, plan_id, created_at)
    select id, (select min(id) from agent_plans), created_at from users where isagent = 1`.execute(db);
  await sql`insert into agent_links (user_id, parent_id, effective_from, source, created_at)
    select u.id, u.pid, u.created_at, 'register', u.created_at from users u
    join users p on p.id = u.pid and p.isagent = 1`.execute(db);
}
