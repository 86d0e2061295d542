/**
 * The sportsbook (issue: sports and esports betting), two figures:
 * - placement: 50 autocannon connections placing tickets through the book's player API, 沙巴体育 in
 *   seamless mode (each stake is a signed bet callback to our wallet and a journal), for DURATION
 *   seconds, against the bare ledger loop measured in the same run (a figure; the issue sets none);
 * - settlement: TICKETS (100,000) open tickets on a round of matches ending at once, settled by the
 *   book's job: the time, and every wallet checked against an independent reckoning. Target: every
 *   ticket settled and every fen exactly right.
 * Run: node --import tsx bench/sportsbook.bench.ts
 */
import autocannon from 'autocannon';
import { DURATION_S, freshDatabase, ledgerLoopRate, startProcess } from './harness.js';
import { settleRound } from './sportsbook-settle.js';

async function placements(): Promise<{ rate: number; p99: number }> {
  const server = startProcess(
    'bench/sportsbook-server.ts',
    'app',
    await freshDatabase('sqlite', 'sportsbook'),
  );
  const { port, sessions, legs } = (await server.next()) as {
    port: number;
    sessions: string[];
    legs: { event_id: string; market: string; selection: string; odds: number }[];
  };
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 50,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const n = i++;
          const body = JSON.stringify({ legs: [legs[n % legs.length]], stake: 1_000, accept: 'any' });
          const path = `${sessions[n % sessions.length]}/book/ticket`;
          return { ...req, path, body, headers: { 'content-type': 'application/json' } };
        },
      },
    ],
  });
  server.child.send('stop');
  const { stakes } = await server.next();
  return { rate: Number(stakes) / DURATION_S, p99: result.latency.p99 };
}

const loop = await ledgerLoopRate('sqlite');
const placed = await placements();
const ratio = placed.rate / loop;
console.log(
  `sqlite: ledger loop ${loop.toFixed(0)}/s; tickets placed ${placed.rate.toFixed(0)}/s ` +
    `(p99 ${placed.p99} ms); ratio ${ratio.toFixed(2)}`,
);
const tickets = Number(process.env.TICKETS ?? 100_000);
const round = await settleRound(tickets, Number(process.env.MATCHES ?? 200));
console.log(
  `settlement: ${round.settled} tickets in ${round.seconds.toFixed(1)} s ` +
    `(${(round.settled / round.seconds).toFixed(0)}/s); paid ${(round.paid / 100).toFixed(2)} ` +
    `owed ${(round.owed / 100).toFixed(2)} on ${(round.staked / 100).toFixed(2)} staked; ` +
    `wallets wrong: ${round.wrong}`,
);
const ok = round.settled === tickets && round.wrong === 0 && round.paid === round.owed;
console.log(`target: every ticket settled, every wallet exact -> ${ok ? 'met' : 'MISSED'}`);
process.exit(ok ? 0 : 1);
