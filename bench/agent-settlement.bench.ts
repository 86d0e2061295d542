/**
 * Settling one month of an agent programme: 1,000 agents in a three-level tree, 50,000 players,
 * 1,000,000 settled-bet rows in one Beijing calendar month (10,000 more in the hours either side)
 * and 110,000 ledger journals, generated deterministically and written straight into a fresh
 * database (a temporary SQLite file; a throw-away schema on PostgreSQL when DATABASE_URL is
 * postgres://…). Measures, in the same run:
 * - the baseline: the plain aggregate of the month's bet rows by player and platform, fetched
 *   whole (first call, then the median of three more);
 * - settleDue() with the clock past the month's end and its grace: the whole period settled, every
 *   statement and line written; then settleDue() again, which must settle and write nothing;
 * - the period cleared and settled again through a logging connection: each query's time and
 *   plan, the inserts' total; and the month's ledger figures read with and without the report
 *   index's reason list.
 * Then checks every statement's figures against a recomputation from the generated rows (exact,
 * fen for fen) and each statement's lines against it in SQL: PASS or FAIL, exit code 0 or 1.
 * Bounded: gives up after LIMIT_S (300) seconds. BETS sets the month's bet rows (default 1,000,000);
 * LEDGER_HISTORY adds that many journals over the year before the month (default none).
 * Run: node --import tsx bench/agent-settlement.bench.ts
 *      DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/agent-settlement.bench.ts
 */
import { readFileSync } from 'node:fs';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent } from 'kysely';
import { agentPeriodOf } from '@app/shared';
import type { Database } from '../apps/server/src/db/database.js';
import type { DB } from '../apps/server/src/db/schema.js';
import { createLocalBus } from '../apps/server/src/lib/cluster-bus.js';
import { createSettlementService } from '../apps/server/src/modules/agent/settlement.service.js';
import { createSettingsService } from '../apps/server/src/modules/site/settings.service.js';
import { compareStored, expectedStatements, totals } from './agent-settlement-check.js';
import { openFreshDatabase, secondsSince, storeWorld } from './agent-settlement-store.js';
import { generateWorld, MONTH } from './agent-settlement-world.js';

const BETS = Number(process.env.BETS ?? 1_000_000);
/** Journals of the twelve months before the month (none by default): the ledger a live site has. */
const HISTORY = Number(process.env.LEDGER_HISTORY ?? 0);
const LIMIT_S = Number(process.env.LIMIT_S ?? 300);
const t0 = performance.now();
const log = (m: string) => console.log(`[${secondsSince(t0).padStart(6)} s] ${m}`);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await work();
  return [value, (performance.now() - started) / 1000];
};

const opened: Database[] = [];
setTimeout(() => {
  log(`over the ${LIMIT_S} s bound: giving up`);
  void Promise.all(opened.map((d) => d.close())).finally(() => process.exit(1));
}, LIMIT_S * 1000).unref();

const period = agentPeriodOf(MONTH.start + 1, 'month');
if (period.start !== MONTH.start || period.end !== MONTH.end) throw new Error('the month is not a period');

log(`load average ${load()}; generating ${BETS.toLocaleString('en')} bet rows in the month`);
const world = generateWorld(BETS, HISTORY);
log(
  `generated: ${world.agents.length} agents, ${world.links.length.toLocaleString('en')} links, ` +
    `${world.bets.at.length.toLocaleString('en')} bet rows, ` +
    `${world.journals.at.length.toLocaleString('en')} journals`,
);
const expected = expectedStatements(world, 3);
log('expected statements worked out from the generated rows');

const database = await openFreshDatabase();
opened.push(database);
let pass = false;
try {
  const kind = database.dialect;
  log(`${kind}${database.schema ? ` (schema ${database.schema})` : ''}: migrated; writing`);
  await storeWorld(database, world, log);
  pass = await measure(database);
} finally {
  opened.length = 0;
  await database.close();
}
log(`load average ${load()}`);
process.exit(pass ? 0 : 1);

async function measure(database: Database): Promise<boolean> {
  const db = database.db;
  const { start, end } = MONTH;
  const baseline = () =>
    sql<{
      user_id: number;
    }>`select user_id, platform, sum(valid_bet_fen) as valid, sum(win_loss_fen) as win_loss
      from bet_settlements where settled_at >= ${start} and settled_at < ${end}
      group by user_id, platform`.execute(db);
  const runs: number[] = [];
  let groups = 0;
  for (let i = 0; i < 4; i++) {
    const [result, s] = await timed(baseline);
    groups = result.rows.length;
    runs.push(s);
  }
  const warm = runs.slice(1).sort((a, b) => a - b);
  const [base, baseMedian] = [warm[0]!, warm[1]!];
  log(
    `baseline aggregate: ${groups.toLocaleString('en')} groups; first ${runs[0]!.toFixed(2)} s, ` +
      `then ${runs
        .slice(1)
        .map((r) => r.toFixed(2))
        .join(' / ')} s`,
  );

  const settings = createSettingsService(db, createLocalBus({ sharedDatabase: false }));
  const clock = { now: () => new Date(end + 10 * 60_000) };
  const service = createSettlementService(db, clock, settings, { fixedPeriodMs: 0 });
  const [settled, settleS] = await timed(() => service.settleDue());
  const counts = async () => {
    const row = await sql<Record<string, number>>`select
      (select count(*) from agent_periods) as periods,
      (select count(*) from agent_statements) as statements,
      (select count(*) from agent_statement_lines) as lines`.execute(db);
    return Object.values(row.rows[0]!).map(Number).join('/');
  };
  const after = await counts();
  log(
    `settleDue: settled ${settled} period(s) in ${settleS.toFixed(2)} s ` +
      `(${(settleS / baseMedian).toFixed(2)}x the baseline); periods/statements/lines ${after}`,
  );
  const [again, againS] = await timed(() => service.settleDue());
  const afterAgain = await counts();
  log(
    `settleDue again: settled ${again} in ${(againS * 1000).toFixed(1)} ms; ` +
      `periods/statements/lines ${afterAgain}`,
  );

  const [problems, checkS] = await timed(() => compareStored(db, expected));
  await breakdown(database, settings, clock);
  for (const p of await compareStored(db, expected)) problems.push(`settled again: ${p}`);
  if (settled !== 1) problems.unshift(`settleDue settled ${settled} periods, expected 1`);
  if (again !== 0 || afterAgain !== after) problems.unshift(`the second settleDue wrote: ${afterAgain}`);
  const t = totals(expected);
  log(`expected: ${JSON.stringify(t)}`);
  for (const p of problems.slice(0, 20)) log(`  mismatch: ${p}`);
  const pass = problems.length === 0;
  log(`check (${checkS.toFixed(2)} s): ${pass ? 'PASS' : `FAIL (${problems.length} mismatches)`}`);
  console.log(
    `\n${database.dialect}: ${BETS.toLocaleString('en')} bet rows, ${t.agents} agents, ` +
      `${t.lines.toLocaleString('en')} lines; baseline aggregate ${baseMedian.toFixed(2)} s ` +
      `(best ${base.toFixed(2)} s); settleDue ${settleS.toFixed(2)} s, ` +
      `ratio ${(settleS / baseMedian).toFixed(2)}; ` +
      `again ${(againS * 1000).toFixed(0)} ms settling ${again}; commission ${t.commissionFen} fen; ` +
      `check ${pass ? 'PASS' : 'FAIL'}; load ${load()}`,
  );
  return pass;
}

/**
 * The period cleared and settled again on a connection that logs each query: each read's time and
 * plan, the statement and line inserts' total, and the JavaScript between the reads and the writes.
 * (Through a plain Kysely: on SQLite without the group commit, which one transaction does not need.)
 */
async function breakdown(
  database: Database,
  settings: ReturnType<typeof createSettingsService>,
  clock: { now(): Date },
): Promise<void> {
  for (const table of ['agent_statement_lines', 'agent_statements', 'agent_periods'] as const)
    await database.db.deleteFrom(table).execute();
  const events: (LogEvent & { at: number })[] = [];
  const dialect = database.sqlite
    ? new SqliteDialect({ database: database.sqlite })
    : new PostgresDialect({ pool: database.pool! });
  // Not destroyed: it shares the handle (SQLite) or pool (PostgreSQL) the benchmark closes.
  const logged = new Kysely<DB>({ dialect, log: (e) => void events.push({ ...e, at: performance.now() }) });
  const service = createSettlementService(logged, clock, settings, { fixedPeriodMs: 0 });
  const started = performance.now();
  const settled = await service.settleDue();
  const done = performance.now();
  const writes = events.filter((e) => /^\s*insert/i.test(e.query.sql));
  const reads = events.filter((e) => /^\s*select/i.test(e.query.sql) && e.at < (writes[0]?.at ?? done));
  const lastRead = Math.max(...reads.map((e) => e.at));
  const firstWrite = writes.length ? writes[0]!.at - writes[0]!.queryDurationMillis : done;
  log(`settled again through a logging connection (${settled}): ${secondsSince(started)} s`);
  log(
    `  reads (concurrent on PostgreSQL), then ${((firstWrite - lastRead) / 1000).toFixed(2)} s of ` +
      `JavaScript, then the writes ${((done - firstWrite) / 1000).toFixed(2)} s:`,
  );
  for (const e of reads) {
    const text = e.query.sql.replace(/\s+/g, ' ').slice(0, 90);
    log(`  ${e.queryDurationMillis.toFixed(0).padStart(6)} ms  ${text}`);
    if (e.queryDurationMillis >= 50)
      for (const line of await planOf(database, e)) log(`             plan: ${line}`);
  }
  for (const table of ['agent_periods', 'agent_statements', 'agent_statement_lines']) {
    const mine = writes.filter((e) => e.query.sql.includes(`"${table}"`));
    const ms = mine.reduce((sum, e) => sum + e.queryDurationMillis, 0);
    log(`  ${ms.toFixed(0).padStart(6)} ms  ${mine.length} inserts into ${table}`);
  }
  await ledgerProbe(database);
}

async function planOf(database: Database, e: LogEvent): Promise<string[]> {
  const params = e.query.parameters as unknown[];
  if (database.sqlite)
    return database.sqlite
      .prepare(`explain query plan ${e.query.sql}`)
      .all(...params)
      .map((r) => (r as { detail: string }).detail);
  const result = await database.pool!.query(`explain ${e.query.sql}`, params);
  return result.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
}

/**
 * The month's ledger figures read as the repository reads them, and with the reasons also bounded
 * by the report index's list (migration 0019), which lets SQLite use that time-first partial index.
 */
async function ledgerProbe(database: Database): Promise<void> {
  const { start, end } = MONTH;
  const reasons = (list: string[]) => sql.join(list.map((r) => sql.lit(r)));
  const figure = reasons(['deposit', 'withdrawal_paid', 'bonus', 'rebate', 'red_packet']);
  const report = reasons([
    'deposit',
    'withdrawal_paid',
    'bonus',
    'rebate',
    'red_packet',
    'adjustment_credit',
    'adjustment_debit',
  ]);
  const variants = {
    'as the repository': sql``,
    'report index list too': sql`and reason in (${report})`,
  };
  for (const [name, extra] of Object.entries(variants)) {
    const query = sql<{ user_id: number }>`select user_id, reason, sum(amount) as amount from ledger_journals
      where created_at >= ${start} and created_at < ${end} and reason in (${figure}) ${extra}
      and user_id is not null group by user_id, reason`;
    const [result, s] = await timed(() => query.execute(database.db));
    const compiled = query.compile(database.db);
    const plan = await planOf(database, { query: compiled, queryDurationMillis: 0 } as LogEvent);
    log(
      `ledger figures ${name}: ${result.rows.length} rows in ${(s * 1000).toFixed(0)} ms; ` +
        `plan: ${plan
          .filter((l) => /SCAN|SEARCH|Scan/.test(l))
          .map((l) => l.trim())
          .join('; ')}`,
    );
  }
}
