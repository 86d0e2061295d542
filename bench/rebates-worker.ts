/** Worker of bench/rebates.bench.ts: seeds players, then times the ingestion of 100,000 bets. */
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { seedReference } from '../apps/server/src/seeds/seed.js';
import { seedGames } from '../apps/server/src/seeds/seed-games.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createLocalBus } from '../apps/server/src/lib/cluster-bus.js';
import { createBetsService } from '../apps/server/src/modules/bets/bets.service.js';
import { createRebatesService } from '../apps/server/src/modules/rebates/rebates.service.js';
import { onSettledBets } from '../apps/server/src/modules/rebates/on-settled-bets.js';
import { createSettingsService } from '../apps/server/src/modules/site/settings.service.js';
import { createVipService } from '../apps/server/src/modules/vip/vip.service.js';
import type { GameProviderAdapter, ProviderBet } from '../apps/server/src/providers/game/adapter.js';
import { benchPlayerRow } from './served.js';

const BETS = 100_000;
const PLAYERS = 1_000;
const database = openDatabase(process.env.DATABASE_URL!);
const db = database.db;
await migrateToLatest(db);
await seedReference(db);
await seedGames(db);
const now = Date.now();
const ids: number[] = [];
for (let i = 0; i < PLAYERS; i += 250) {
  const rows = await db
    .insertInto('users')
    .values(Array.from({ length: 250 }, (_, k) => benchPlayerRow(`rb${i + k}x${now % 100000}`, now)))
    .returning('id')
    .execute();
  ids.push(...rows.map((r) => Number(r.id)));
}
const platforms = [
  ['obgdy', 'fortune-god'],
  ['ag', 'baccarat-classic'],
  ['ky', 'niuniu'],
  ['fgfish', 'fishing-king'],
  ['vr', 'fast-three'],
] as const;
const bets: ProviderBet[] = Array.from({ length: BETS }, (_, n) => {
  const [platform, gameCode] = platforms[n % platforms.length]!;
  return {
    id: n + 1,
    betId: `B${n}`,
    roundNo: `R${n}`,
    playerId: String(ids[n % ids.length]),
    platform,
    gameCode,
    betAmount: 1000,
    validBet: 1000,
    winLoss: 0,
    status: 1,
    walletMode: 'seamless',
    memo: '',
    betTime: now,
    version: 1,
  };
});
const adapter: GameProviderAdapter = {
  name: 'bench',
  launch: async () => ({ error: 'n/a' }),
  transfer: async () => 'failed',
  transferStatus: async () => 'not_found',
  balance: async () => null,
  bets: async (afterId, limit) => bets.slice(afterId, afterId + limit),
};
const settings = createSettingsService(db, createLocalBus({ sharedDatabase: false }));
const vip = createVipService({ db, bus: createLocalBus({ sharedDatabase: false }) });
const rebates = createRebatesService({ db, clock: systemClock, vip, settings });
const service = createBetsService({
  db,
  clock: systemClock,
  adapters: { bench: adapter },
  log: (obj, msg) => console.error(msg, obj),
  onSettled: onSettledBets(vip, rebates),
});
const started = performance.now();
await service.pull();
const seconds = (performance.now() - started) / 1000;
const accrued = await db
  .selectFrom('rebates')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
process.send?.({ rate: BETS / seconds, rebates: Number(accrued.n), seconds });
await database.close();
process.exit(0);
