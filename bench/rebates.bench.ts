/**
 * Rebate accrual: 100,000 settled bets of 1,000 players pulled from a provider (an in-memory
 * adapter, batches of 500 as from a real one) through the real ingestion path: the bet record,
 * the turnover reduction, the rebate at the player's VIP rate and the VIP totals, against the
 * bare ledger loop on the same kind of database in the same run (before and after, averaged).
 * Target (issue "VIP levels and rebates"): at least 0.5 of the loop's rate on SQLite;
 * PostgreSQL reported when BENCH_POSTGRES_URL is set.
 * Run: node --import tsx bench/rebates.bench.ts
 */
import { freshDatabase, ledgerLoopRate, startProcess } from './harness.js';

async function measure(kind: 'sqlite' | 'postgres') {
  const before = await ledgerLoopRate(kind);
  const accrual = startProcess('bench/rebates-worker.ts', 'app', await freshDatabase(kind, 'rebates'));
  const { rate, rebates, seconds } = await accrual.next();
  const loopRate = (before + (await ledgerLoopRate(kind))) / 2;
  const ratio = rate / loopRate;
  console.log(
    `${kind}: ledger loop ${loopRate.toFixed(0)}/s (mean of before and after); ` +
      `${rebates} rebates accrued from 100,000 bets in ${seconds.toFixed(1)} s, ${rate.toFixed(0)} bets/s; ` +
      `ratio ${ratio.toFixed(2)}`,
  );
  return ratio;
}

const sqliteRatio = await measure('sqlite');
if (process.env.BENCH_POSTGRES_URL) await measure('postgres');
console.log(`target: SQLite ratio >= 0.50 -> ${sqliteRatio >= 0.5 ? 'met' : 'MISSED'}`);
process.exit(sqliteRatio >= 0.5 ? 0 : 1);
