/**
 * Open streams on one node (issue "Scale out"): STREAMS signed-in players each hold GET /api/stream
 * while 2% of them bet each second through the demo provider's signed seamless callbacks (a bet and
 * its win), every one of which the betting player's stream is pushed. Measured in one run: the
 * server's memory before and after the streams open (memory per stream), and the money-call p99 at
 * the same betting rate with no stream open (the baseline) and with all of them open.
 * Targets: p99 with the streams at most 50 ms; memory per open stream stated (aim under 20 KB).
 * Run: node --import tsx bench/streams.bench.ts (BENCH_POSTGRES_URL=… adds PostgreSQL).
 */
import { request, Agent, type IncomingMessage } from 'node:http';
import autocannon from 'autocannon';
import { DURATION_S, freshDatabase, startProcess } from './harness.js';
import { signedRound, type Seat as Player } from './seamless-rounds.js';

const STREAMS = Number(process.env.STREAMS ?? 10_000);
const BETS_PER_S = Math.round(STREAMS * 0.02);
type Seat = Player & { session: string };

/** BETS_PER_S rounds a second (a bet and its win) for DURATION_S, by players taken in turn. */
async function betting(port: number, seats: Seat[], offset: number) {
  const rounds = Array.from({ length: BETS_PER_S * DURATION_S * 2 }, (_, n) =>
    signedRound(seats[(offset + n) % seats.length]!, `S${offset}-${n}`),
  );
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}/api/provider/demo/wallet`,
    method: 'POST',
    connections: 20,
    // Two calls a round: this many rounds a second in all.
    overallRate: BETS_PER_S * 2,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (req, context: Record<string, any>) => {
          context.round = rounds[next++ % rounds.length];
          return { ...req, ...context.round.bet };
        },
      },
      { setupRequest: (req, context: Record<string, any>) => ({ ...req, ...context.round.win }) },
    ],
  });
}

/** Opens a stream per seat; resolves once each has had its first event. Counts events after. */
async function openStreams(port: number, seats: Seat[]) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const counter = { events: 0, responses: [] as IncomingMessage[] };
  for (let i = 0; i < seats.length; i += 500) {
    await Promise.all(
      seats.slice(i, i + 500).map(
        (seat) =>
          new Promise<void>((resolve, reject) => {
            const req = request(`http://127.0.0.1:${port}/api/stream`, {
              agent,
              headers: { authorization: `Bearer ${seat.session}` },
            });
            req.on('error', reject);
            req.on('response', (res) => {
              if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
              counter.responses.push(res);
              let first = true;
              res.on('data', (chunk: Buffer) => {
                if (!chunk.includes('event: wallet')) return;
                if (first) {
                  first = false;
                  resolve();
                } else counter.events += 1;
              });
            });
            req.end();
          }),
      ),
    );
  }
  return counter;
}

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
