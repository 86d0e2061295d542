/**
 * bench/streams.bench.ts through `npm run cluster`'s shape (issue "Scale out"): nginx in front of
 * two API nodes and a worker on PostgreSQL and Redis. STREAMS players (8,000 by default: through
 * nginx every stream takes two of the machine's 20,000 file descriptors) hold streams spread over
 * both nodes while 2% of them bet each second through nginx; the change is pushed to whichever node
 * holds the stream. Measured: the API nodes' memory per stream, and the money-call p99 with no stream
 * open and with all of them. Needs BENCH_POSTGRES_URL. Run: node --import tsx bench/cluster-streams.bench.ts
 */
import { readFileSync } from 'node:fs';
import { inTransaction, openDatabase } from '../apps/server/src/db/database.js';
import { HOUSE, ledgerAccounts } from '../apps/server/src/ledger/accounts.js';
import { postJournal } from '../apps/server/src/ledger/ledger.js';
import { REASON } from '../apps/server/src/ledger/reasons.js';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.js';
import { startCluster } from '../scripts/lib/cluster.js';
import { freePort } from '../scripts/lib/server-process.js';
import { freshDatabase } from './harness.js';
import { PROVIDER_SECRET } from './seamless-rounds.js';
import { benchPlayerRow } from './served.js';

process.env.STREAMS ??= '8000';
const { betting, BETS_PER_S, openStreams, STREAMS } = await import('./stream-load.js');
type Seat = import('./stream-load.js').Seat;

if (!process.env.BENCH_POSTGRES_URL) throw new Error('set BENCH_POSTGRES_URL=postgres://…/postgres');
// The provider process and the nodes share the bench's signing secret.
process.env.DEMO_PROVIDER_SECRET = PROVIDER_SECRET;
const databaseUrl = await freshDatabase('postgres', 'cluster');
const port = await freePort();
const cluster = await startCluster({
  port,
  databaseUrl,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  redisPrefix: `bench${Date.now()}:`,
  dir: 'bench/results/cluster',
  env: { SEED_DEMO: 'off', CAPTCHA_MODE: 'off', LOG_LEVEL: 'warn' },
});

/** Funded players with a session and a launch token each, written straight into the books. */
async function seed(): Promise<Seat[]> {
  const database = openDatabase(databaseUrl);
  const db = database.db;
  const now = Date.now();
  const seats: Seat[] = [];
  const gateway = await ledgerAccounts.house(db, HOUSE.gateway, now);
  for (let i = 0; i < STREAMS; i += 500) {
    const names = Array.from({ length: Math.min(500, STREAMS - i) }, (_, k) => `cs${i + k}x${now % 1e5}`);
    const ids = (
      await db
        .insertInto('users')
        .values(names.map((n) => benchPlayerRow(n, now)))
        .returning('id')
        .execute()
    ).map((r) => Number(r.id));
    const wallets = await Promise.all(ids.map((id) => ledgerAccounts.main(db, id, now)));
    await inTransaction(db, (trx) =>
      postJournal(
        trx,
        {
          key: `fund-${i}`,
          reason: REASON.deposit,
          amount: 1_000_000 * ids.length,
          legs: [
            ...wallets.map((accountId) => ({ accountId, amount: 1_000_000 })),
            { accountId: gateway, amount: -1_000_000 * ids.length },
          ],
        },
        now,
      ),
    );
    const batch = ids.map((id) => ({ id, token: newToken(), session: newToken() }));
    const expires = now + 3_600_000;
    await db
      .insertInto('sessions')
      .values(
        batch.map((s) => ({
          user_id: s.id,
          token_hash: hashToken(s.session),
          created_at: now,
          expires_at: expires,
        })),
      )
      .execute();
    await db
      .insertInto('provider_tokens')
      .values(
        batch.map((s) => ({
          token_hash: hashToken(s.token),
          user_id: s.id,
          platform: 'obgdy',
          created_at: now,
          expires_at: expires,
        })),
      )
      .execute();
    seats.push(...batch);
  }
  await database.close();
  return seats;
}

const apiRss = () =>
  cluster.nodes
    .slice(0, 2)
    .map(
      (n) =>
        Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${n.child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    )
    .reduce((a, b) => a + b, 0);

try {
  const seats = await seed();
  const quiet = await betting(port, seats, 0);
  const before = apiRss();
  const streams = await openStreams(port, seats);
  await new Promise((r) => setTimeout(r, 2000));
  const after = apiRss();
  const loaded = await betting(port, seats, 1_000_000);
  await new Promise((r) => setTimeout(r, 500));
  for (const res of streams.responses) res.destroy();
  const perStreamKb = (after - before) / STREAMS / 1024;
  console.log(
    `cluster (nginx, 2 API nodes, worker; PostgreSQL, Redis): ${STREAMS} streams, ` +
      `${perStreamKb.toFixed(1)} KB each on the API nodes (RSS ${(before / 2 ** 20).toFixed(0)} -> ` +
      `${(after / 2 ** 20).toFixed(0)} MB); ${BETS_PER_S} rounds/s: ` +
      `p99 ${quiet.latency.p99} ms with no stream, ${loaded.latency.p99} ms with the streams ` +
      `(non-2xx ${quiet.non2xx}/${loaded.non2xx}); ` +
      `${streams.events} balance pushes received`,
  );
} finally {
  await cluster.stop();
}
process.exit(0);
