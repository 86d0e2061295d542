/**
 * /api/balance for 10,000 players with valid tokens against a bare Fastify route, in the same run,
 * autocannon with 50 connections on loopback. Targets (issue "Foundation"): throughput at least 0.3
 * of the bare route's, p99 at most 15 ms. Run: npm run bench
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 50;
mkdirSync('bench/results', { recursive: true });
rmSync('bench/results/bench.db', { force: true });
rmSync('bench/results/bench.db-wal', { force: true });
rmSync('bench/results/bench.db-shm', { force: true });

async function start(mode: 'bare' | 'app'): Promise<{ child: ChildProcess; port: number }> {
  const child = fork('bench/balance-server.ts', [], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.PROFILE && mode === 'app' ? ['--cpu-prof', '--cpu-prof-dir=bench/results/prof'] : []),
    ],
    env: { ...process.env, MODE: mode, TOKENS_FILE: 'bench/results/tokens.json' },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return { child, port };
}

async function load(port: number, tokens: string[]) {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/balance`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            authorization: `Bearer ${tokens[i++ % Math.max(tokens.length, 1)] ?? 'x'}`,
          },
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function stop(child: ChildProcess) {
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
}

const bare = await start('bare');
const warm = await load(bare.port, []);
void warm;
const baseline = await load(bare.port, []);
await stop(bare.child);

const app = await start('app');
const tokens = JSON.parse(readFileSync('bench/results/tokens.json', 'utf8')) as string[];
await load(app.port, tokens.slice(0, 1000)); // warm the session cache and JIT
const measured = await load(app.port, tokens);
await stop(app.child);

const ratio = measured.rps / baseline.rps;
console.log(`bare route:   ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
console.log(
  `/api/balance: ${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms, ` +
    `non-2xx ${measured.non2xx}, errors ${measured.errors} (${tokens.length} players)`,
);
console.log(`ratio ${ratio.toFixed(2)} (target >= 0.30), p99 ${measured.p99} ms (target <= 15)`);
process.exit(ratio >= 0.3 && measured.p99 <= 15 && measured.non2xx === 0 ? 0 : 1);
