import type { Kysely } from 'kysely';
import type { Services } from '../app.js';
import type { DB } from '../db/schema.js';
import { DEMO_PLAYER } from './seed.js';
import { seedDemoTickets } from './seed-sportsbook.js';
import { playerGamesRepository } from '../modules/games/player-games.repository.js';

/** Demo rounds: platform, game, stake in fen, bet choice (抢庄牛牛: 抢×1, 下注×1), rounds. */
const SESSIONS: Array<[string, string, number, string, number]> = [
  ['pp', 'lucky-stars', 900, 'spin', 8],
  ['ky', 'niuniu', 500, 'b1x1', 4],
  ['ag', 'baccarat-classic', 5000, 'banker', 3],
  ['obgdy', 'fortune-god', 450, 'spin', 6],
];

const FAVOURITES = [
  ['ag', 'baccarat-classic'],
  ['pg', 'mahjong-ways'],
] as const;

/**
 * Gives the demo player a history on the game side, made through the real flows once the server
 * listens (the demo provider is reached over HTTP): transfers to three platforms, rounds on four
 * games (one seamless), sportsbook tickets, one transfer back, and the bet records pulled. Runs
 * once per database.
 */
export async function seedDemoGameplay(db: Kysely<DB>, services: Services, baseUrl: string): Promise<void> {
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_PLAYER.username)
    .executeTakeFirst();
  if (!demo) return;
  const played = await db
    .selectFrom('game_transfers')
    .select('id')
    .where('user_id', '=', demo.id)
    .limit(1)
    .executeTakeFirst();
  if (played) return;
  for (const [platform, amount] of [
    ['pp', 300],
    ['ky', 500],
    ['ag', 400],
  ] as const) {
    await services.transfers.transfer(demo.id, { amount, sourcetype: 'userbalance', targettype: platform });
  }
  for (const [platform, game, bet, choice, rounds] of SESSIONS) {
    const { url } = await services.launch.gameUrl(demo.id, { plat_name: platform, game_code: game });
    for (let i = 0; i < rounds; i++) {
      await fetch(new URL(`${url}/round`, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bet, choice }),
      });
    }
  }
  await seedDemoTickets(services, demo.id, baseUrl);
  await services.bets.pull();
  await services.transfers.transfer(demo.id, { amount: 200, sourcetype: 'ag', targettype: 'userbalance' });
  // The lobby's 收藏 list: two games the demo player starred (最近 fills itself from the launches).
  for (const [platform, game] of FAVOURITES) {
    const row = await playerGamesRepository.gameId(db, platform, game);
    if (row) await playerGamesRepository.setFavourite(db, demo.id, row.id, 1, Date.now());
  }
}
