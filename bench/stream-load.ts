/** The load of the stream benchmarks: players holding streams, and 2% of them betting each second. */
import { request, Agent, type IncomingMessage } from 'node:http';
import autocannon from 'autocannon';
import { DURATION_S } from './harness.js';
import { signedRound, type Seat as Player } from './seamless-rounds.js';

export const STREAMS = Number(process.env.STREAMS ?? 10_000);
export const BETS_PER_S = Math.round(STREAMS * 0.02);
/** A player with a launch token (for bets) and a session (for the stream). */
export type Seat = Player & { session: string };

/** BETS_PER_S rounds a second (a bet and its win) for DURATION_S, by players taken in turn. */
export async function betting(port: number, seats: Seat[], offset: number) {
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
export async function openStreams(port: number, seats: Seat[]) {
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
