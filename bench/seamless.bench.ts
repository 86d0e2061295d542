/**
 * Seamless wallet rounds through the signed HTTP callbacks (autocannon, 50 connections, each
 * connection a player placing a bet then its win, each a distinct provider transaction id)
 * against the bare ledger transfer loop on the same kind of database in the same run. A round is
 * two callbacks and two journals; the ratio compares rounds per second with loop transfers per
 * second. Target (issue "Games"): at least 0.3 on SQLite; PostgreSQL reported when
 * BENCH_POSTGRES_URL is set.
 * Run: node --import tsx bench/seamless.bench.ts
 */
import autocannon from 'autocannon';
import { signBody } from '@app/demo-provider';
import { DURATION_S, freshDatabase, ledgerLoopRate, startProcess } from './harness.js';

const SECRET = 'bench-provider-secret-000001';
const CONNECTIONS = 50;

async function measure(kind: 'sqlite' | 'postgres') {
  const loopRate = await ledgerLoopRate(kind);
  const server = startProcess('bench/seamless-server.ts', 'app', await freshDatabase(kind, 'seamless'));
  const { port, seats } = (await server.next()) as { port: number; seats: Array<{ id: number; token: string }> };
  const base = `http://127.0.0.1:${port}/api/provider/demo/wallet`;
  const signed = (req: autocannon.Request, path: string, payload: Record<string, unknown>) => {
    const body = JSON.stringify({ ...payload, currency: 'CNY' });
    return { ...req, path: `/api/provider/demo/wallet/${path}`, body, headers: { 'content-type': 'application/json', ...signBody(SECRET, body, Date.now()) } };
  };
  let nextSeat = 0;
  let rounds = 0;
  const result = await autocannon({
    url: base,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    initialContext: {},
    requests: [
      {
        setupRequest: (req, context: Record<string, any>) => {
          // autocannon resets the context at every pass through the sequence: ids come from a counter.
          const n = nextSeat++;
          context.seat = seats[n % seats.length];
          context.round = `R${n}`;
          return signed(req, 'bet', { token: context.seat.token, player_id: String(context.seat.id), txn_id: `${context.round}-B`, round_id: context.round, game_code: 'fortune-god', amount: '9.00' });
        },
      },
      {
        setupRequest: (req, context: Record<string, any>) => {
          rounds++;
          return signed(req, 'win', { player_id: String(context.seat.id), txn_id: `${context.round}-W`, bet_txn_id: `${context.round}-B`, round_id: context.round, amount: '8.50' });
        },
      },
    ],
  });
  server.child.send('stop');
  const booked = await server.next();
  const roundRate = (booked.win ?? 0) / DURATION_S;
  const ratio = roundRate / loopRate;
  console.log(
    `${kind}: ledger loop ${loopRate.toFixed(0)}/s; seamless rounds ${roundRate.toFixed(0)}/s (${booked.bet ?? 0} bets, ${booked.win ?? 0} wins booked, ${rounds} rounds sent, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}); ratio ${ratio.toFixed(2)}`,
  );
  return ratio;
}

const sqliteRatio = await measure('sqlite');
if (process.env.BENCH_POSTGRES_URL) await measure('postgres');
console.log(`target: SQLite ratio >= 0.30 -> ${sqliteRatio >= 0.3 ? 'met' : 'MISSED'}`);
process.exit(sqliteRatio >= 0.3 ? 0 : 1);
