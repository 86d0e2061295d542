/**
 * The agent settlement benchmark's database: a fresh SQLite file in a temporary folder, or a
 * throw-away schema on the PostgreSQL server named by DATABASE_URL (as the tests isolate theirs),
 * migrated with the project's migrations and filled with the generated world in large batches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { openTestDatabase } from '../apps/server/test/support/database.js';
import { JOURNAL_REASONS, PLANS, PLATFORMS, type World } from './agent-settlement-world.js';

const BATCH = 50_000;

export async function openFreshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    const dir = mkdtempSync(join(tmpdir(), 'agent-settlement-'));
    const database = openDatabase(`sqlite:${join(dir, 'bench.db')}`);
    await migrateToLatest(database.db);
    const close = database.close;
    database.close = async () => {
      await close();
      rmSync(dir, { recursive: true, force: true });
    };
    return database;
  }
  // A throw-away schema, dropped again at close, as the tests isolate theirs.
  const database = await openTestDatabase();
  try {
    await migrateToLatest(database.db, database.schema);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/** Writes the world; answers the plans' ids in PLANS order. */
export async function storeWorld(database: Database, w: World, log: (m: string) => void): Promise<number[]> {
  const db = database.db;
  for (const p of PLATFORMS)
    await db
      .insertInto('platforms')
      .values({
        code: p.code,
        name: p.code,
        category_id: p.categoryId,
        adapter: 'demo',
        rebate_category: p.rebate,
      })
      .execute();
  const planIds: number[] = [];
  for (const p of PLANS) {
    const tiers = p.tiers.map(([a, n, r]) => ({ min_active: a, min_net_fen: n, rate_bp: r }));
    const row = await db
      .insertInto('agent_plans')
      .values({
        name: p.name,
        active_min_valid_fen: p.activeMin,
        deposit_fee_bp: p.depositBp,
        withdrawal_fee_bp: p.withdrawalBp,
        tiers: JSON.stringify(tiers),
        turnover_bp: JSON.stringify(p.turnover),
        created_at: 0,
        updated_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    planIds.push(Number(row.id));
  }
  const rows = {
    agents: w.agents.map((a) => [a.id, planIds[a.planIndex]!, a.createdAt]),
    links: w.links.map((l) => [
      l.userId,
      l.parentId,
      l.from,
      l.parentId === null ? 'move' : 'register',
      l.from,
    ]),
  };
  const b = w.bets;
  const bet = (i: number) => [
    b.user[i]!,
    PLATFORMS[b.platform[i]!]!.code,
    b.valid[i]!,
    b.winLoss[i]!,
    b.at[i]!,
  ];
  const j = w.journals;
  const journal = (i: number) => [
    `bench:${i}`,
    JOURNAL_REASONS[j.reason[i]!]!,
    j.amount[i]!,
    j.user[i]!,
    j.at[i]!,
  ];
  const tables = [
    {
      table: 'agents',
      columns: 'user_id, plan_id, created_at',
      types: 'int,int,bigint',
      count: w.agents.length,
    },
    {
      table: 'agent_links',
      columns: 'user_id, parent_id, effective_from, source, created_at',
      types: 'int,int,bigint,text,bigint',
      count: w.links.length,
    },
    {
      table: 'bet_settlements',
      columns: 'user_id, platform, valid_bet_fen, win_loss_fen, settled_at',
      types: 'int,text,bigint,bigint,bigint',
      count: b.at.length,
    },
    {
      table: 'ledger_journals',
      columns: 'idem_key, reason, amount, user_id, created_at',
      types: 'text,text,bigint,int,bigint',
      count: j.at.length,
    },
  ];
  const rowOf: Record<string, (i: number) => unknown[]> = {
    agents: (i) => rows.agents[i]!,
    agent_links: (i) => rows.links[i]!,
    bet_settlements: bet,
    ledger_journals: journal,
  };
  for (const t of tables) {
    const started = performance.now();
    await insertAll(database, t.table, t.columns, t.types.split(','), t.count, rowOf[t.table]!);
    log(`  ${t.table}: ${t.count.toLocaleString('en')} rows in ${secondsSince(started)} s`);
  }
  // What autovacuum would have done by now on PostgreSQL. SQLite is left as the site leaves it (the
  // server never runs ANALYZE), so its plans are the ones production gets.
  if (database.dialect === 'postgres') {
    const started = performance.now();
    for (const t of tables) await sql`vacuum analyze ${sql.table(t.table)}`.execute(db);
    log(`  vacuum analyze: ${secondsSince(started)} s`);
  }
  return planIds;
}

export const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(2);

/** Rows in batches of 50,000: prepared inserts in one transaction a batch (SQLite), unnest (PostgreSQL). */
async function insertAll(
  database: Database,
  table: string,
  columns: string,
  types: string[],
  count: number,
  row: (i: number) => unknown[],
): Promise<void> {
  if (database.sqlite) {
    const s = database.sqlite;
    const insert = s.prepare(`insert into ${table} (${columns}) values (${types.map(() => '?').join(', ')})`);
    for (let from = 0; from < count; from += BATCH)
      s.transaction(() => {
        for (let i = from; i < Math.min(count, from + BATCH); i++) insert.run(...row(i));
      })();
    return;
  }
  const unnest = types.map((t, k) => `$${k + 1}::${t}[]`).join(', ');
  const text = `insert into ${table} (${columns}) select * from unnest(${unnest})`;
  for (let from = 0; from < count; from += BATCH) {
    const cols: unknown[][] = types.map(() => []);
    for (let i = from; i < Math.min(count, from + BATCH); i++) row(i).forEach((v, k) => cols[k]!.push(v));
    await database.pool!.query(text, cols);
  }
}
