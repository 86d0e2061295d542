/**
 * Server side of the seamless-wallet and stream benchmarks, in its own process: the real app with
 * PLAYERS funded players and a launch token each (with SESSIONS=1 a signed-in session too, for
 * their streams), sent to the parent; reports its memory when asked ('rss') and, when told to stop,
 * how many bets and wins it booked.
 */
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { seedGames } from '../apps/server/src/seeds/seed-games.js';
import { PROVIDER_SECRET } from './seamless-rounds.js';
import { fundedBenchPlayer, serveBench } from './served.js';

const send = (m: unknown) => process.send?.(m);
const config = loadConfig({
  DATABASE_URL: process.env.DATABASE_URL,
  LOG_LEVEL: 'silent',
  DEMO_PROVIDER_SECRET: PROVIDER_SECRET,
  DEMO_PROVIDER_DB: ':memory:',
  GAME_SYNC_MS: '0',
});
const database = openDatabase(config.DATABASE_URL);
const { app, services } = await buildApp({ config, database, logger: false });
const db = database.db;
await seedGames(db);
const players = Number(process.env.PLAYERS ?? 200);
const now = Date.now();
const withSessions = process.env.SESSIONS === '1';
const seats: Array<{ id: number; token: string; session?: string }> = [];
for (let i = 0; i < players; i++) {
  const id = await fundedBenchPlayer(db, `sw${i}x${now % 100000}`, now);
  const token = await services.seamless.issueToken(Number(id), 'obgdy');
  const session = withSessions ? await services.sessions.create(Number(id), '127.0.0.1', 'bench') : undefined;
  seats.push({ id: Number(id), token, session });
}
await serveBench(app, { seats });
process.on('message', async (msg) => {
  if (msg === 'rss') {
    (globalThis as { gc?: () => void }).gc?.();
    send({ rss: process.memoryUsage().rss, streams: services.streams.size });
    return;
  }
  if (msg !== 'stop') return;
  const rows = await db
    .selectFrom('seamless_txns')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '<>', 'refused')
    .groupBy('kind')
    .execute();
  send(Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)])));
  await app.close();
  process.exit(0);
});
