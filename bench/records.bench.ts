/**
 * /api/gettransrecord for a player with 100,000 records on a database of 1,000,000, autocannon with
 * 20 connections on loopback, paging through the first 50 pages of "within a month". Target (issue
 * "Withdrawals"): p99 at most 20 ms. Prints the query plans. Run: npm run bench:records
 */
import { fork } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';

mkdirSync('bench/results', { recursive: true });
for (const ext of ['', '-wal', '-shm']) rmSync(`bench/results/records.db${ext}`, { force: true });
const child = fork('bench/records-server.ts', [], { execArgv: ['--import', 'tsx'], env: process.env });
const { port, token, plans } = await new Promise<{ port: number; token: string; plans: unknown }>((resolve) =>
  child.once('message', (m) => resolve(m as never)),
);
console.log('query plans:', JSON.stringify(plans, null, 1));
let i = 0;
const run = (duration: number) =>
  autocannon({
    url: `http://127.0.0.1:${port}/api/gettransrecord`,
    method: 'POST',
    connections: 20,
    duration,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [
      {
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ type: 2, date: 4, page: 1 + (i++ % 50) }) }),
      },
    ],
  });
await run(3); // warm the JIT and the page cache before measuring
const result = await run(Number(process.env.DURATION ?? 10));
child.send('stop');
console.log(
  `gettransrecord: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
);
console.log(`target p99 <= 20 ms -> ${result.latency.p99 <= 20 ? 'met' : 'MISSED'}`);
process.exit(result.latency.p99 <= 20 && result.non2xx === 0 ? 0 : 1);
