/**
 * Seamless wallet rounds through the signed HTTP callbacks (autocannon, 50 connections, each
 * connection a player placing a bet then its win, each a distinct provider transaction id)
 * against the bare ledger transfer loop on the same kind of database in the same run (before and
 * after the rounds, averaged). A round is
 * two callbacks and two journals; the ratio compares rounds per second with loop transfers per
 * second. Target (issue "Games"): at least 0.3 on SQLite; PostgreSQL reported when
 * BENCH_POSTGRES_URL is set.
 * Run: node --import tsx bench/seamless.bench.ts
 */
import autocannon from 'autocannon';
import { DURATION_S, freshDatabase, ledgerLoopRate, startProcess } from './harness.js';
import { signedRound } from './seamless-rounds.js';

const CONNECTIONS = 50;

async function measure(kind: 'sqlite' | 'postgres') {
  // The baseline is measured before and after the rounds and averaged: this VM's speed drifts.
  const loopBefore = await ledgerLoopRate(kind);
  const server = startProcess('bench/seamless-server.ts', 'app', await freshDatabase(kind, 'seamless'));
  const { port, seats } = (await server.next()) as {
    port: number;
    seats: Array<{ id: number; token: string }>;
  };
  // Bodies and signatures are made before the run, so the load generator's own work (it shares
  // the two cores with the server) stays small.
  const prepared = Array.from({ length: 40_000 * Math.ceil(DURATION_S / 10) }, (_, n) =>
    signedRound(seats[n % seats.length]!, `R${n}`),
  );
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/provider/demo/wallet`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        // autocannon resets the context at every pass through the sequence: rounds come from a counter.
        setupRequest: (req, context: Record<string, any>) => {
          context.round = prepared[next++ % prepared.length];
          return { ...req, ...context.round.bet };
        },
      },
      { setupRequest: (req, context: Record<string, any>) => ({ ...req, ...context.round.win }) },
    ],
  });
  server.child.send('stop');
  const booked = await server.next();
  const loopRate = (loopBefore + (await ledgerLoopRate(kind))) / 2;
  const roundRate = (booked.win ?? 0) / DURATION_S;
  const ratio = roundRate / loopRate;
  console.log(
    `${kind}: ledger loop ${loopRate.toFixed(0)}/s (mean of before and after); ` +
      `seamless rounds ${roundRate.toFixed(0)}/s (${booked.bet ?? 0} bets, ${booked.win ?? 0} wins booked, ` +
      `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}); ratio ${ratio.toFixed(2)}`,
  );
  return ratio;
}

const sqliteRatio = await measure('sqlite');
if (process.env.BENCH_POSTGRES_URL) await measure('postgres');
console.log(`target: SQLite ratio >= 0.30 -> ${sqliteRatio >= 0.3 ? 'met' : 'MISSED'}`);
process.exit(sqliteRatio >= 0.3 ? 0 : 1);
