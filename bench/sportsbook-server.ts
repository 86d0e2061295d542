/**
 * Server side of the sportsbook placement benchmark, in its own process: the real app with the
 * demo provider embedded, 沙巴体育 in seamless mode (a ticket's stake is a signed bet callback to
 * our wallet, over loopback HTTP), PLAYERS funded players each with a book session, and the
 * pre-match legs they bet on. Reports, when told to stop, how many stakes the wallet booked.
 */
import { createServer } from 'node:net';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { seedGames } from '../apps/server/src/seeds/seed-games.js';
import { fundedBenchPlayer, startProfile } from './served.js';

const send = (m: unknown) => process.send?.(m);
/** The provider calls our wallet back on our own address, so the port is chosen before building. */
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const config = loadConfig({
  DATABASE_URL: process.env.DATABASE_URL,
  LOG_LEVEL: 'silent',
  PORT: String(port),
  DEMO_PROVIDER_DB: ':memory:',
  GAME_SYNC_MS: '0',
  DEMO_PROVIDER_BOOK_JOBS_MS: '0',
  CAPTCHA_MODE: 'off',
});
const database = openDatabase(config.DATABASE_URL);
const { app, services, provider } = await buildApp({ config, database, logger: false });
const db = database.db;
await seedGames(db);
await db.updateTable('platforms').set({ wallet_mode: 'seamless' }).where('code', '=', 'sb').execute();
await app.listen({ host: '127.0.0.1', port });
await provider!.book.runJobs();

const now = Date.now();
const sessions: string[] = [];
for (let i = 0; i < Number(process.env.PLAYERS ?? 200); i++) {
  const id = await fundedBenchPlayer(db, `sb${i}x${now % 100000}`, now);
  sessions.push((await services.launch.gameUrl(id, { plat_name: 'sb', game_code: 'sports-lobby' })).url);
}
// Every selection of the winner market of the matches to come (prices stand still before kick-off).
const lobby = await provider!.book.lobby('sb', 'early');
const legs = lobby.leagues
  .flatMap((l) => l.events)
  .flatMap((e) =>
    e.markets
      .filter((m) => m.key === '1x2' || m.key === 'ml')
      .flatMap((m) =>
        m.selections.map((s) => ({ event_id: e.id, market: m.key, selection: s.key, odds: s.odds })),
      ),
  )
  .filter((l) => l.odds !== null);
// PROFILE=1: a CPU profile of the placing phase only (bench/results/sportsbook.cpuprofile).
const profile = await startProfile();
send({ port, sessions, legs });

process.on('message', async (msg) => {
  if (msg !== 'stop') return;
  const { n } = await sql<{
    n: number;
  }>`select count(*) as n from seamless_txns where kind = 'bet' and status = 'ok'`
    .execute(db)
    .then((r) => r.rows[0]!);
  await profile.saveProfile('bench/results/sportsbook.cpuprofile');
  send({ stakes: Number(n) });
  await app.close();
  process.exit(0);
});
