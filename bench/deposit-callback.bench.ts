/**
 * Gateway callbacks crediting deposits over HTTP (autocannon, 50 connections, each request a
 * distinct signed "paid" callback) against the bare ledger transfer loop on the same kind of
 * database in the same run. Target (issue "Money core"): at least 0.4 of the loop's rate on
 * SQLite; the PostgreSQL figure is reported too when BENCH_POSTGRES_URL is set.
 * Run: node --import tsx bench/deposit-callback.bench.ts
 */
import { DURATION_S, freshDatabase, ledgerLoopRate, paidCallbacks, startProcess } from './harness.js';

async function measure(kind: 'sqlite' | 'postgres') {
  const loopRate = await ledgerLoopRate(kind);
  const server = startProcess('bench/callback-server.ts', 'app', await freshDatabase(kind, 'callbacks'));
  const { port } = await server.next();
  const result = await paidCallbacks(port);
  server.child.send('stop');
  const { credited } = await server.next();
  const callbackRate = (credited ?? 0) / DURATION_S;
  console.log(
    `${kind}: ledger loop ${loopRate.toFixed(0)}/s, callbacks credited ${callbackRate.toFixed(0)}/s ` +
      `(p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}), ` +
      `ratio ${(callbackRate / loopRate).toFixed(2)}`,
  );
  return callbackRate / loopRate;
}

const sqliteRatio = await measure('sqlite');
if (process.env.BENCH_POSTGRES_URL) await measure('postgres');
console.log(`target: SQLite ratio >= 0.40 -> ${sqliteRatio >= 0.4 ? 'met' : 'MISSED'}`);
process.exit(sqliteRatio >= 0.4 ? 0 : 1);
