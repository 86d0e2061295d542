/** What the money benchmarks share: a server in its own process talking over IPC, and fresh databases. */
import { fork, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

export const DURATION_S = Number(process.env.DURATION ?? 10);
mkdirSync('bench/results', { recursive: true });

/** Forks `script` with MODE and DATABASE_URL; `next()` resolves with each message it sends. */
export function startProcess(
  script: string,
  mode: string,
  databaseUrl: string,
): { child: ChildProcess; next: () => Promise<Record<string, any>> } {
  // PROFILE=1 writes the served process's CPU profile to bench/results/prof (read it with profile-top.mjs).
  const profile =
    process.env.PROFILE && mode === 'app' ? ['--cpu-prof', '--cpu-prof-dir=bench/results/prof'] : [];
  const child = fork(script, [], {
    // --expose-gc: a process asked for its memory collects garbage first, so the figure is what it holds.
    execArgv: ['--import', 'tsx', '--expose-gc', ...profile],
    env: { ...process.env, MODE: mode, DATABASE_URL: databaseUrl, DURATION: String(DURATION_S) },
  });
  const queue: Array<Record<string, any>> = [];
  const waiters: Array<(m: Record<string, any>) => void> = [];
  child.on('message', (m) => (waiters.shift() ?? ((x) => queue.push(x)))(m as Record<string, any>));
  return {
    child,
    next: () => new Promise((resolve) => (queue.length ? resolve(queue.shift()!) : waiters.push(resolve))),
  };
}

export async function freshDatabase(kind: 'sqlite' | 'postgres', name: string): Promise<string> {
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

/** The bare ledger transfer loop's rate (bench/callback-server.ts MODE=loop) on a fresh database. */
export async function ledgerLoopRate(kind: 'sqlite' | 'postgres'): Promise<number> {
  const loop = startProcess('bench/callback-server.ts', 'loop', await freshDatabase(kind, 'loop'));
  const { rate } = await loop.next();
  return rate as number;
}

/** The secret bench/callback-server.ts gives the sandbox gateway adapter. */
export const CALLBACK_SECRET = 'bench-secret-0000000001';

/**
 * 50 autocannon connections for DURATION seconds against a callback server on `port`, each request
 * a distinct signed "paid" callback for the seeded orders B000000000000, B000000000001, …
 */
export function paidCallbacks(port: number) {
  let i = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}/api/pay/notify/sandbox`,
    method: 'POST',
    connections: 50,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (req) => {
          const body = JSON.stringify({
            event_id: `ev${i}`,
            merchant_order_no: `B${String(i++).padStart(12, '0')}`,
            status: 'paid',
            amount: 10_000,
            currency: 'CNY',
          });
          const ts = String(Math.floor(Date.now() / 1000));
          const signature = createHmac('sha256', CALLBACK_SECRET).update(`${ts}.${body}`).digest('hex');
          const headers = {
            'content-type': 'application/json',
            'x-pay-timestamp': ts,
            'x-pay-signature': signature,
          };
          return { ...req, body, headers };
        },
      },
    ],
  });
}
