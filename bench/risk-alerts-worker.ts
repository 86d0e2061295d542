/**
 * Worker of bench/risk-alerts.bench.ts: seeds players (a third of them in linked pairs, a quarter
 * owing turnover), ingests 20,000 bet records through the real ingestion path (batches of 500, as
 * pulled from a provider: record, turnover, rebates, VIP), then runs the risk scans over the same
 * records, and reports both times.
 */
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { seedReference } from '../apps/server/src/seeds/seed.js';
import { seedGames } from '../apps/server/src/seeds/seed-games.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createLocalBus } from '../apps/server/src/lib/cluster-bus.js';
import { createBetsService } from '../apps/server/src/modules/bets/bets.service.js';
import { createRebatesService } from '../apps/server/src/modules/rebates/rebates.service.js';
import { onSettledBets } from '../apps/server/src/modules/rebates/on-settled-bets.js';
import { scanBets } from '../apps/server/src/modules/risk/scans/alert-scan.js';
import { createSettingsService } from '../apps/server/src/modules/site/settings.service.js';
import { createVipService } from '../apps/server/src/modules/vip/vip.service.js';
import type { GameProviderAdapter, ProviderBet } from '../apps/server/src/providers/game/adapter.js';
import { benchPlayerRow } from './served.js';

const BETS = 20_000;
const PLAYERS = 600;
const database = openDatabase(process.env.DATABASE_URL!);
const db = database.db;
await migrateToLatest(db);
await seedReference(db);
await seedGames(db);
const now = Date.now();
const ids: number[] = [];
for (let i = 0; i < PLAYERS; i += 200) {
  const rows = await db
    .insertInto('users')
    .values(Array.from({ length: 200 }, (_, k) => benchPlayerRow(`ra${i + k}x${now % 100000}`, now)))
    .returning('id')
    .execute();
  ids.push(...rows.map((r) => Number(r.id)));
}
// Every player leaves signals (two events each); pairs among the first third share a device.
await db
  .insertInto('risk_signals')
  .values(
    ids.flatMap((id, n) =>
      (['register', 'login'] as const).map((event) => ({
        user_id: id,
        event,
        ip: `198.51.${Math.floor(n / 250)}.${n % 250}`,
        ip_prefix: `198.51.${Math.floor(n / 250)}`,
        device_id: n < PLAYERS / 3 ? `pair-${Math.floor(n / 2)}-device` : `own-${n}-device`,
        ua_hash: '0123456789abcdef',
        created_at: now - 3_600_000,
      })),
    ),
  )
  .execute();
await db
  .insertInto('player_turnover')
  .values(ids.slice(0, PLAYERS / 4).map((user_id) => ({ user_id, required_fen: 100_000, updated_at: now })))
  .execute();

const MATCH = '英超 · 曼联 vs 切尔西 · 全场独赢';
/** A mix as a live site sees it: slots, baccarat sides (pairs on shared rounds), sportsbook singles. */
const bets: ProviderBet[] = Array.from({ length: BETS }, (_, n) => {
  const kind = n % 4;
  // Baccarat: bets n and n + 4 share a round; one pair in four is a linked pair, near-equal stakes.
  const pair = Math.floor(n / 8) % (PLAYERS / 6);
  const player = kind === 1 ? ids[2 * pair + (n % 8 === 5 ? 1 : 0)]! : ids[n % ids.length]!;
  const base = { id: n + 1, betId: `B${n}`, playerId: String(player), status: 1, version: 1 };
  const money = { betAmount: 1000, validBet: 1000, winLoss: 0, betTime: now - 60_000 };
  if (kind === 1)
    return {
      ...base,
      ...money,
      roundNo: `BAC${Math.floor(n / 8)}`,
      platform: 'ag',
      gameCode: 'baccarat-classic',
      walletMode: 'transfer',
      memo: `押${n % 8 === 5 ? '庄' : '闲'} · 闲5点 庄8点 庄赢`,
    };
  if (kind === 2)
    return {
      ...base,
      ...money,
      roundNo: `T${n}`,
      platform: 'sb',
      gameCode: 'sports-lobby',
      walletMode: 'transfer',
      memo: `${MATCH} ${n % 50} · ${n % 2 ? '主胜' : '客胜'} @1.${10 + (n % 80)}`,
    };
  return {
    ...base,
    ...money,
    roundNo: `R${n}`,
    platform: 'obgdy',
    gameCode: 'fortune-god',
    walletMode: 'seamless',
    memo: '旋转 · 未中奖',
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
let started = performance.now();
await service.pull();
const ingestSeconds = (performance.now() - started) / 1000;

// The scan leaves the last few seconds for its next run: it runs as if a minute later.
const later = { now: () => new Date(Date.now() + 60_000) };
started = performance.now();
let read = 0;
for (let n = await scanBets(db, later); n > 0; n = await scanBets(db, later)) read += n;
const scanSeconds = (performance.now() - started) / 1000;
const alerts = await db
  .selectFrom('risk_alerts')
  .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
  .groupBy('kind')
  .execute();
process.send?.({
  bets: BETS,
  read,
  ingestSeconds,
  scanSeconds,
  alerts: Object.fromEntries(alerts.map((a) => [a.kind, Number(a.n)])),
});
await database.close();
process.exit(0);
