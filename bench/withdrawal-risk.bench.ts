/**
 * The withdrawal request with and without its risk check (issue 29): the same real app and data,
 * MODE=today (the check's insert left out) and MODE=risk, each on a fresh database, alternated
 * today, risk, today, risk; 20 autocannon connections for DURATION seconds each, every request a
 * withdrawal of 100.00 by one of 500 funded players. Reports requests per second, p99 and the
 * ratio risk/today (target at least 0.90: the check adds one insert to the request's transaction),
 * then the scoring job's time per check, which runs in the background. Run:
 * node --import tsx bench/withdrawal-risk.bench.ts (BENCH_POSTGRES_URL=postgres://…/postgres adds
 * PostgreSQL).
 */
import autocannon from 'autocannon';
import { DURATION_S, freshDatabase, startProcess } from './harness.js';

type Player = { token: string; card: number };

async function run(kind: 'sqlite' | 'postgres', mode: 'today' | 'risk', round: number) {
  const server = startProcess(
    'bench/withdrawal-risk-server.ts',
    mode,
    await freshDatabase(kind, `wr${round}`),
  );
  const { port, players } = (await server.next()) as { port: number; players: Player[] };
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/withdraw`,
    method: 'POST',
    connections: 20,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (req) => {
          const p = players[i++ % players.length]!;
          const body = JSON.stringify({ amount: '100', bank: p.card, password: '123456' });
          return {
            ...req,
            body,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
          };
        },
      },
    ],
  });
  server.child.send('score');
  const scoring = (await server.next()) as { scored: number; ms: number };
  server.child.send('stop');
  await new Promise((r) => server.child.once('exit', r));
  const statuses = JSON.stringify(result.statusCodeStats);
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, statuses, scoring };
}

const kinds: Array<'sqlite' | 'postgres'> = process.env.BENCH_POSTGRES_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];
let ok = true;
for (const kind of kinds) {
  const today = [await run(kind, 'today', 1)];
  const risk = [await run(kind, 'risk', 2)];
  today.push(await run(kind, 'today', 3));
  risk.push(await run(kind, 'risk', 4));
  const avg = (xs: Array<{ rps: number }>) => xs.reduce((s, x) => s + x.rps, 0) / xs.length;
  const ratio = avg(risk) / avg(today);
  const scored = risk.reduce((s, r) => s + r.scoring.scored, 0);
  const perCheck = risk.reduce((s, r) => s + r.scoring.ms, 0) / Math.max(1, scored);
  const one = (x: (typeof today)[number]) =>
    `${x.rps.toFixed(0)} req/s p99 ${x.p99} ms non-2xx ${x.non2xx}${x.non2xx ? ` ${x.statuses}` : ''}`;
  const line = (label: string, xs: typeof today) => `${label}: ${xs.map(one).join('; ')}`;
  console.log(`[${kind}] ${line('today', today)}`);
  console.log(`[${kind}] ${line('risk ', risk)}`);
  const scoringText = `scoring ${perCheck.toFixed(2)} ms per check (${scored} checks, background job)`;
  console.log(`[${kind}] ratio ${ratio.toFixed(2)} (target >= 0.90); ${scoringText}`);
  if (kind === 'sqlite' && ratio < 0.9) ok = false;
  if ([...today, ...risk].some((x) => x.non2xx > 0)) ok = false;
}
process.exit(ok ? 0 : 1);
