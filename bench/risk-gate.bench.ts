/**
 * The blocklist and cap checks' cost per gated event (issue 29: nothing here may slow the money
 * path). On a fresh database holding 1,000 exact entries and 50 ranges, one process times, inside a
 * transaction each: the gate as main had it (record the signal), and the gate with the blocklist
 * check (withdraw, with a card) and with the registration caps (register). Sequential, so the figure
 * is the work each request adds, not a throughput under contention.
 *
 * Run: node --import tsx bench/risk-gate.bench.ts (BENCH_POSTGRES_URL=postgres://…/postgres adds PostgreSQL)
 */
import { systemClock } from '../apps/server/src/lib/clock.js';
import { inTransaction, openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import type { RiskBlockKind } from '../apps/server/src/db/schema.js';
import { createLocalBus } from '../apps/server/src/lib/cluster-bus.js';
import { createAuditService } from '../apps/server/src/modules/audit/audit.service.js';
import { createRiskService } from '../apps/server/src/modules/risk/risk.service.js';
import { recordSignal } from '../apps/server/src/modules/risk/signals/signals.repository.js';
import { createSettingsService } from '../apps/server/src/modules/site/settings.service.js';
import { freshDatabase } from './harness.js';

const N = Number(process.env.EVENTS ?? 3000);

async function run(kind: 'sqlite' | 'postgres') {
  const database = openDatabase(await freshDatabase(kind, 'risk_gate'));
  const { db } = database;
  await migrateToLatest(db);
  const settings = createSettingsService(db, createLocalBus({ sharedDatabase: false }));
  const audit = createAuditService(db, systemClock);
  const risk = createRiskService({ db, clock: systemClock, settings, audit, log: () => {} });
  const now = Date.now();
  const kinds: RiskBlockKind[] = ['ip', 'device', 'card', 'address'];
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    kind: kinds[i % 4]!,
    value: i % 4 === 0 ? `198.51.${i >> 8}.${i & 255}` : `blocked-value-${String(i).padStart(6, '0')}`,
    reason: 'bench',
    expires_at: null,
    created_by: 1,
    created_at: now,
  }));
  for (let i = 0; i < 50; i++) rows.push({ ...rows[0]!, kind: 'ip_range', value: `10.${i}.0.0/16` });
  await db.insertInto('risk_blocks').values(rows).execute();
  const client = (i: number) => ({
    ip: `203.0.${(i >> 8) & 255}.${i & 255}`,
    deviceId: `bench-device-${i}`,
    userAgent: 'bench',
  });

  const time = async (label: string, one: (i: number) => Promise<void>) => {
    for (let i = 0; i < 200; i++) await one(100_000 + i);
    const start = process.hrtime.bigint();
    for (let i = 0; i < N; i++) await one(i);
    return { label, us: Number(process.hrtime.bigint() - start) / 1000 / N };
  };
  const results = [
    await time('record only (main)', (i) =>
      inTransaction(db, (trx) =>
        recordSignal(trx, { event: 'withdraw', userId: 1, client: client(i) }, Date.now()),
      ),
    ),
    await time('withdraw: blocklists + record', (i) =>
      inTransaction(db, (trx) =>
        risk.gate.admit(trx, { event: 'withdraw', userId: 1, client: client(i), card: '6222000011112222' }),
      ),
    ),
    await time('register: blocklists + caps + record', (i) =>
      inTransaction(db, (trx) => risk.gate.admit(trx, { event: 'register', userId: 1, client: client(i) })),
    ),
  ];
  for (const r of results) {
    const ratio = (r.us / results[0]!.us).toFixed(2);
    console.log(`${kind.padEnd(8)} ${r.label.padEnd(40)} ${r.us.toFixed(0).padStart(6)} µs/event  ${ratio}×`);
  }
  await database.close();
}

await run('sqlite');
if (process.env.BENCH_POSTGRES_URL) await run('postgres');
