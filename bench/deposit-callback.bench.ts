/**
 * Gateway callbacks crediting deposits over HTTP (autocannon, 50 connections, each request a
 * distinct signed "paid" callback) against the bare ledger transfer loop on the same kind of
 * database in the same run. Target (issue "Money core"): at least 0.4 of the loop's rate on
 * SQLite; the PostgreSQL figure is reported too when BENCH_POSTGRES_URL is set.
 * Run: node --import tsx bench/deposit-callback.bench.ts
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_S = Number(process.env.DURATION ?? 10);
mkdirSync('bench/results', { recursive: true });

function start(mode: 'loop' | 'app', databaseUrl: string): { child: ChildProcess; next: () => Promise<Record<string, number>> } {
  const child = fork('bench/callback-server.ts', [], { execArgv: ['--import', 'tsx'], env: { ...process.env, MODE: mode, DATABASE_URL: databaseUrl, DURATION: String(DURATION_S) } });
  const queue: Array<Record<string, number>> = [];
  const waiters: Array<(m: Record<string, number>) => void> = [];
  child.on('message', (m) => (waiters.shift() ?? ((x) => queue.push(x)))(m as Record<string, number>));
  return { child, next: () => new Promise((resolve) => (queue.length ? resolve(queue.shift()!) : waiters.push(resolve))) };
}

async function freshDatabase(kind: 'sqlite' | 'postgres', name: string): Promise<string> {
  if (kind === 'sqlite') {
    for (const ext of ['', '-wal', '-shm']) rmSync(`bench/results/${name}.db${ext}`, { force: true });
    return `sqlite:bench/results/${name}.db`;
  }
  const base = process.env.BENCH_POSTGRES_URL!;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists bench_${name}`);
  await admin.query(`create database bench_${name}`);
  await admin.end();
  return base.replace(/\/[^/]*$/, `/bench_${name}`);
}

async function measure(kind: 'sqlite' | 'postgres') {
  const loop = start('loop', await freshDatabase(kind, 'loop'));
  const { rate: loopRate } = await loop.next();
  const server = start('app', await freshDatabase(kind, 'callbacks'));
  const { port } = await server.next();
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/pay/notify/sandbox`,
    method: 'POST',
    connections: 50,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (req) => {
          const body = JSON.stringify({ event_id: `ev${i}`, merchant_order_no: `B${String(i++).padStart(12, '0')}`, status: 'paid', amount: 10_000, currency: 'CNY' });
          const ts = String(Math.floor(Date.now() / 1000));
          const signature = createHmac('sha256', 'bench-secret-0000000001').update(`${ts}.${body}`).digest('hex');
          return { ...req, body, headers: { 'content-type': 'application/json', 'x-pay-timestamp': ts, 'x-pay-signature': signature } };
        },
      },
    ],
  });
  server.child.send('stop');
  const { credited } = await server.next();
  const callbackRate = (credited ?? 0) / DURATION_S;
  console.log(`${kind}: ledger loop ${loopRate!.toFixed(0)}/s, callbacks credited ${callbackRate.toFixed(0)}/s (p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}), ratio ${(callbackRate / loopRate!).toFixed(2)}`);
  return callbackRate / loopRate!;
}

const sqliteRatio = await measure('sqlite');
if (process.env.BENCH_POSTGRES_URL) await measure('postgres');
console.log(`target: SQLite ratio >= 0.40 -> ${sqliteRatio >= 0.4 ? 'met' : 'MISSED'}`);
process.exit(sqliteRatio >= 0.4 ? 0 : 1);
