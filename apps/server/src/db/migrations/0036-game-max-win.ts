import { sql, type Kysely } from 'kysely';

/**
 * The most one bet of a game can return, as a percentage of its stake (stake included): the
 * seamless wallet pays no more than this for one bet, whatever the provider sends. 0 is "not
 * known" (the wallet then applies its own default). The demo provider's games take the bound of
 * their own pay tables (apps/demo-provider/src/engines/): a slot its best five-of-a-kind on every
 * line plus its best scatter, baccarat and dragon-tiger the tie's 9×, 骰宝 big/small 2×, 快三's
 * triple 31×, the crash game's top target, a fishing hall its rarest fish, 飞艇's number 9.7×,
 * 牛牛 and 炸金花 the stake back plus 0.95 of it, the sportsbook its payout cap over its least stake.
 * Values are frozen here as of this migration; seeds/seed-games.ts carries them for new sites.
 * Also: bets by round number, which the risk scans read.
 */
const DEMO_MAX_WIN_PERCENT: Record<string, number> = {
  'baccarat-classic': 900,
  'baccarat-speed': 900,
  'baccarat-vip': 900,
  'fortune-god': 280_000,
  'golden-dragon': 133_000,
  'lucky-cat': 125_000,
  'fruit-party': 450_000,
  'panda-legend': 181_000,
  'mahjong-win': 131_000,
  'treasure-ship': 357_500,
  cleopatra: 585_000,
  'ocean-gems': 105_000,
  'guan-yu': 400_000,
  'lucky-stars': 125_000,
  'gold-train': 358_000,
  'sweet-candy': 105_000,
  'wild-west': 432_500,
  'dragon-tiger-slot': 375_000,
  'five-blessings': 275_000,
  'jade-emperor': 306_000,
  'mahjong-ways': 81_000,
  'lucky-neko': 305_000,
  'dice-sicbo': 200,
  'rocket-crash': 1_000,
  'fishing-king': 5_000,
  'golden-toad': 3_000,
  'shark-hunt': 8_000,
  'sports-lobby': 5_000_000,
  'esports-lobby': 5_000_000,
  'fast-three': 3_100,
  'lucky-crash': 970,
  niuniu: 195,
  'golden-flower': 195,
  'dragon-tiger': 900,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('max_win_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [code, percent] of Object.entries(DEMO_MAX_WIN_PERCENT))
    await sql`update games set max_win_percent = ${percent} where game_code = ${code}`.execute(db);
  // The 对打 scan reads every bet of a round (risk/scans/opposite-sides.ts).
  await db.schema.createIndex('bets_round').on('bets').column('round_no').execute();
}
