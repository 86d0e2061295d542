/**
 * Open streams on one node (issue "Scale out"): STREAMS signed-in players each hold GET /api/stream
 * while 2% of them bet each second through the demo provider's signed seamless callbacks (a bet and
 * its win), every one of which the betting player's stream is pushed. Measured in one run: the
 * server's memory before and after the streams open (memory per stream), and the money-call p99 at
 * the same betting rate with no stream open (the baseline) and with all of them open.
 * Targets: p99 with the streams at most 50 ms; memory per open stream stated (aim under 20 KB).
 * Run: node --import tsx bench/streams.bench.ts (BENCH_POSTGRES_URL=… adds PostgreSQL).
 */
import { freshDatabase, startProcess } from './harness.js';
import { betting, BETS_PER_S, openStreams, STREAMS, type Seat } from './stream-load.js';

async function measure(kind: 'sqlite' | 'postgres') {
  const database = await freshDatabase(kind, 'streams');
  process.env.PLAYERS = String(STREAMS);
  process.env.SESSIONS = '1';
  const server = startProcess('bench/seamless-server.ts', 'app', database);
  const { port, seats } = (await server.next()) as { port: number; seats: Seat[] };
  const rss = async () => {
    server.child.send('rss');
    return (await server.next()) as { rss: number; streams: number };
  };

  const quiet = await betting(port, seats, 0);
  const before = await rss();
  const streams = await openStreams(port, seats);
  const after = await rss();
  const loaded = await betting(port, seats, 1_000_000);
  // Pushes still in flight when the betting stops.
  await new Promise((r) => setTimeout(r, 500));
  const perStreamKb = (after.rss - before.rss) / after.streams / 1024;
  for (const res of streams.responses) res.destroy();
  server.child.send('stop');
  await server.next();
  console.log(
    `${kind}: ${after.streams} streams open, ${perStreamKb.toFixed(1)} KB each ` +
      `(RSS ${(before.rss / 2 ** 20).toFixed(0)} -> ${(after.rss / 2 ** 20).toFixed(0)} MB); ` +
      `${BETS_PER_S} rounds/s: p99 ${quiet.latency.p99} ms with no stream, ${loaded.latency.p99} ms ` +
      `with the streams (ratio ${(loaded.latency.p99 / Math.max(1, quiet.latency.p99)).toFixed(2)}; ` +
      `non-2xx ${quiet.non2xx}/${loaded.non2xx}); ${streams.events} balance pushes received`,
  );
  return { p99: loaded.latency.p99, perStreamKb };
}

const sqlite = await measure('sqlite');
if (process.env.BENCH_POSTGRES_URL) await measure('postgres');
const met = sqlite.p99 <= 50;
console.log(`target: p99 with ${STREAMS} streams <= 50 ms -> ${met ? 'met' : 'MISSED'}`);
process.exit(met ? 0 : 1);
