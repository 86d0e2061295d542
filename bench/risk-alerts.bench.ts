/**
 * Risk alerts (issue 29, 风险预警): the added cost per bet-record batch. 20,000 bet records of 600
 * players (slots, baccarat sides with linked pairs on shared rounds, sportsbook singles) go through
 * today's ingestion path in batches of 500 (record, turnover, rebates, VIP); then the pattern scans
 * read the same records (对打 with each bettor's linked accounts, low odds under turnover) in the
 * same process. Reported: time per 500-record batch for each, and the scan's cost as a ratio of
 * the ingestion's. The scans run in a leased background job, never on the ingestion's path: the
 * ratio is the extra work the database does per batch. The mix is a worst case: every baccarat
 * pair hedges, each raising its alert. Target: at most 1.5 on SQLite.
 * Run: node --import tsx bench/risk-alerts.bench.ts (BENCH_POSTGRES_URL=… adds PostgreSQL)
 */
import { freshDatabase, startProcess } from './harness.js';

async function measure(kind: 'sqlite' | 'postgres') {
  const worker = startProcess('bench/risk-alerts-worker.ts', 'app', await freshDatabase(kind, 'risk_alerts'));
  const r = await worker.next();
  const batches = r.bets / 500;
  const ingestMs = (r.ingestSeconds * 1000) / batches;
  const scanMs = (r.scanSeconds * 1000) / batches;
  const ratio = scanMs / ingestMs;
  console.log(
    `${kind}: ${r.bets} records; ingestion ${ingestMs.toFixed(1)} ms per 500-record batch, ` +
      `scans ${scanMs.toFixed(1)} ms per batch (${r.read} read); ratio ${ratio.toFixed(2)}; ` +
      `alerts ${JSON.stringify(r.alerts)}`,
  );
  return ratio;
}

const sqliteRatio = await measure('sqlite');
if (process.env.BENCH_POSTGRES_URL) await measure('postgres');
console.log(`target: SQLite ratio <= 1.5 -> ${sqliteRatio <= 1.5 ? 'met' : 'MISSED'}`);
process.exit(sqliteRatio <= 1.5 ? 0 : 1);
