import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * The demo site's platforms and games. Platform codes follow the spec (obgdy, fgdz, pp, ae, pg,
 * fgfish) plus one platform per other category; every platform is served by the demo provider.
 * Tiles are drawn by scripts/draw-game-tiles.ts from this same list.
 */
export const DEMO_PLATFORMS = [
  { code: 'ag', name: 'AG真人', category_id: 'realbet', wallet_mode: 'transfer', sort: 100 },
  { code: 'obgdy', name: 'OB电子', category_id: 'concise', wallet_mode: 'seamless', sort: 90 },
  { code: 'fgdz', name: 'FG电子', category_id: 'concise', wallet_mode: 'transfer', sort: 85 },
  { code: 'pp', name: 'PP电子', category_id: 'concise', wallet_mode: 'transfer', sort: 80 },
  { code: 'ae', name: 'AE电子', category_id: 'concise', wallet_mode: 'transfer', sort: 75 },
  { code: 'pg', name: 'PG电子', category_id: 'concise', wallet_mode: 'seamless', sort: 70 },
  { code: 'fgfish', name: 'FG捕鱼', category_id: 'concise', wallet_mode: 'transfer', sort: 65 },
  { code: 'sb', name: '沙巴体育', category_id: 'sport', wallet_mode: 'transfer', sort: 60 },
  { code: 'ia', name: 'IA电竞', category_id: 'gaming', wallet_mode: 'transfer', sort: 55 },
  { code: 'vr', name: 'VR彩票', category_id: 'lottery', wallet_mode: 'transfer', sort: 50 },
  { code: 'ky', name: '开元棋牌', category_id: 'joker', wallet_mode: 'transfer', sort: 45 },
] as const;

/**
 * A game of the catalogue; `maxWinPercent` is the most one bet returns, in percent of its stake
 * (stake included), bounded from the demo provider's own pay tables (engines/max-win.test.ts
 * checks each against its engine): the seamless wallet pays no more than this for one bet.
 */
type GameSeed = [platform: string, code: string, name: string, maxWinPercent: number, hot?: 1];

export const DEMO_GAMES: GameSeed[] = [
  ['ag', 'baccarat-classic', '经典百家乐', 900, 1],
  ['ag', 'baccarat-speed', '极速百家乐', 900],
  ['ag', 'baccarat-vip', '贵宾百家乐', 900],
  ['obgdy', 'fortune-god', '财神到', 280_000, 1],
  ['obgdy', 'golden-dragon', '金龙送宝', 133_000, 1],
  ['obgdy', 'lucky-cat', '招财猫', 125_000],
  ['obgdy', 'fruit-party', '水果派对', 450_000],
  ['obgdy', 'panda-legend', '熊猫传奇', 181_000],
  ['obgdy', 'mahjong-win', '麻将胡了', 131_000, 1],
  ['fgdz', 'treasure-ship', '赏金船长', 357_500],
  ['fgdz', 'cleopatra', '埃及艳后', 585_000],
  ['fgdz', 'ocean-gems', '海底寻宝', 105_000],
  ['fgdz', 'guan-yu', '武圣关公', 400_000],
  ['pp', 'lucky-stars', '福星高照', 125_000, 1],
  ['pp', 'gold-train', '黄金列车', 358_000],
  ['pp', 'sweet-candy', '甜蜜糖果', 105_000],
  ['pp', 'wild-west', '西部淘金', 432_500],
  ['ae', 'dragon-tiger-slot', '龙虎争霸', 375_000],
  ['ae', 'five-blessings', '五福临门', 275_000],
  ['ae', 'jade-emperor', '玉皇大帝', 306_000],
  ['pg', 'mahjong-ways', '麻将胡了2', 81_000, 1],
  ['pg', 'lucky-neko', '招财喵', 305_000],
  ['pg', 'dice-sicbo', '幸运骰宝', 200],
  ['pg', 'rocket-crash', '火箭飞升', 1_000],
  ['fgfish', 'fishing-king', '捕鱼大亨', 5_000],
  ['fgfish', 'golden-toad', '金蟾捕鱼', 3_000],
  ['fgfish', 'shark-hunt', '深海狂鲨', 8_000],
  ['sb', 'sports-lobby', '体育投注大厅', 5_000_000],
  ['ia', 'esports-lobby', '电竞投注大厅', 5_000_000],
  ['vr', 'fast-three', '极速快三', 3_100, 1],
  ['vr', 'lucky-crash', '幸运飞艇', 970],
  ['ky', 'niuniu', '抢庄牛牛', 195, 1],
  ['ky', 'golden-flower', '炸金花', 195],
  ['ky', 'dragon-tiger', '龙虎斗', 900],
];

export function gameTile(platform: string, code: string): string {
  return `/img/games/${platform}-${code}.webp`;
}

export async function seedGames(db: Kysely<DB>): Promise<void> {
  const existing = await db.selectFrom('platforms').select('code').limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('platforms')
    .values(
      DEMO_PLATFORMS.map((p) => ({
        ...p,
        adapter: 'demo',
        rebate_category: p.code === 'fgfish' ? 'fishing' : '',
      })),
    )
    .execute();
  const category = new Map<string, string>(DEMO_PLATFORMS.map((p) => [p.code, p.category_id]));
  await db
    .insertInto('games')
    .values(
      DEMO_GAMES.map(([platform, code, name, maxWinPercent, hot], i) => ({
        platform,
        game_code: code,
        name,
        category_id: category.get(platform)!,
        game_type: platform === 'obgdy' ? 'slot' : '0',
        mobile_img: gameTile(platform, code),
        hot: hot ?? 0,
        max_win_percent: maxWinPercent,
        sort: DEMO_GAMES.length - i,
      })),
    )
    .execute();
}
