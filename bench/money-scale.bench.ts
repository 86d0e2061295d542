/**
 * Money through the API on PostgreSQL with 50 concurrent players, against a plain 50-client
 * PostgreSQL transfer loop between distinct accounts measured in the same run (issue "Scale out"):
 * - baseline: 50 pg clients, each moving 1 fen back and forth between its own two accounts
 *   (conditional debit, credit, one log row, commit), for DURATION seconds;
 * - API: 50 autocannon connections posting distinct signed "paid" gateway callbacks for orders of
 *   1,000 players (bench/callback-server.ts): each credit is an order update, a journal with a
 *   house leg, a player leg and their entries, and the gateway event, in one transaction.
 * Targets: credits per second at least 0.4 of the loop's transfers per second; callback p99 at
 * most 60 ms. Needs BENCH_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).
 * Run: node --import tsx bench/money-scale.bench.ts
 */
import pg from 'pg';
import { DURATION_S, freshDatabase, paidCallbacks, startProcess } from './harness.js';

const CLIENTS = 50;

/** Transfers per second of 50 plain clients, each between its own pair of accounts. */
async function plainLoopRate(): Promise<number> {
  const url = await freshDatabase('postgres', 'plainloop');
  const pool = new pg.Pool({ connectionString: url, max: CLIENTS });
  await pool.query('create table acct (id int primary key, balance bigint not null)');
  await pool.query(
    'create table moves (id bigserial primary key, src int, dst int, amount bigint, at bigint)',
  );
  await pool.query(`insert into acct select g, 1000000 from generate_series(1, ${CLIENTS * 2}) g`);
  const until = Date.now() + DURATION_S * 1000;
  const counts = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      const client = await pool.connect();
      let n = 0;
      try {
        while (Date.now() < until) {
          // Alternate direction so neither account runs dry; lock rows in id order.
          const [from, to] = n % 2 === 0 ? [2 * c + 1, 2 * c + 2] : [2 * c + 2, 2 * c + 1];
          await client.query('begin');
          const debit = await client.query(
            'update acct set balance = balance - 1 where id = $1 and balance >= 1',
            [from],
          );
          if (debit.rowCount !== 1) throw new Error('loop account ran dry');
          await client.query('update acct set balance = balance + 1 where id = $1', [to]);
          await client.query('insert into moves (src, dst, amount, at) values ($1, $2, 1, $3)', [
            from,
            to,
            Date.now(),
          ]);
          await client.query('commit');
          n++;
        }
      } finally {
        client.release();
      }
      return n;
    }),
  );
  await pool.end();
  return counts.reduce((a, b) => a + b, 0) / DURATION_S;
}

/** Gateway callbacks credited per second through the API, and their p99. */
async function apiCredits(): Promise<{ rate: number; p99: number; non2xx: number }> {
  const server = startProcess('bench/callback-server.ts', 'app', await freshDatabase('postgres', 'scale'));
  const { port } = await server.next();
  const result = await paidCallbacks(port);
  server.child.send('stop');
  const { credited } = await server.next();
  return { rate: (credited ?? 0) / DURATION_S, p99: result.latency.p99, non2xx: result.non2xx };
}

if (!process.env.BENCH_POSTGRES_URL) {
  console.error('set BENCH_POSTGRES_URL=postgres://…/postgres');
  process.exit(2);
}
const loop = await plainLoopRate();
const api = await apiCredits();
const ratio = api.rate / loop;
console.log(
  `postgres: plain ${CLIENTS}-client loop ${loop.toFixed(0)}/s; ` +
    `callbacks credited ${api.rate.toFixed(0)}/s (p99 ${api.p99} ms, non-2xx ${api.non2xx}); ` +
    `ratio ${ratio.toFixed(2)}`,
);
const met = ratio >= 0.4 && api.p99 <= 60;
console.log(`target: ratio >= 0.40 and p99 <= 60 ms -> ${met ? 'met' : 'MISSED'}`);
process.exit(met ? 0 : 1);
