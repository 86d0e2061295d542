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

type GameSeed = [platform: string, code: string, name: string, hot?: 1];

export const DEMO_GAMES: GameSeed[] = [
  ['ag', 'baccarat-classic', '经典百家乐', 1],
  ['ag', 'baccarat-speed', '极速百家乐'],
  ['ag', 'baccarat-vip', '贵宾百家乐'],
  ['obgdy', 'fortune-god', '财神到', 1],
  ['obgdy', 'golden-dragon', '金龙送宝', 1],
  ['obgdy', 'lucky-cat', '招财猫'],
  ['obgdy', 'fruit-party', '水果派对'],
  ['obgdy', 'panda-legend', '熊猫传奇'],
  ['obgdy', 'mahjong-win', '麻将胡了', 1],
  ['fgdz', 'treasure-ship', '赏金船长'],
  ['fgdz', 'cleopatra', '埃及艳后'],
  ['fgdz', 'ocean-gems', '海底寻宝'],
  ['fgdz', 'guan-yu', '武圣关公'],
  ['pp', 'lucky-stars', '福星高照', 1],
  ['pp', 'gold-train', '黄金列车'],
  ['pp', 'sweet-candy', '甜蜜糖果'],
  ['pp', 'wild-west', '西部淘金'],
  ['ae', 'dragon-tiger-slot', '龙虎争霸'],
  ['ae', 'five-blessings', '五福临门'],
  ['ae', 'jade-emperor', '玉皇大帝'],
  ['pg', 'mahjong-ways', '麻将胡了2', 1],
  ['pg', 'lucky-neko', '招财喵'],
  ['pg', 'dice-sicbo', '幸运骰宝'],
  ['pg', 'rocket-crash', '火箭飞升'],
  ['fgfish', 'fishing-king', '捕鱼大亨'],
  ['fgfish', 'golden-toad', '金蟾捕鱼'],
  ['fgfish', 'shark-hunt', '深海狂鲨'],
  ['sb', 'sports-lobby', '体育投注大厅'],
  ['ia', 'esports-lobby', '电竞投注大厅'],
  ['vr', 'fast-three', '极速快三', 1],
  ['vr', 'lucky-crash', '幸运飞艇'],
  ['ky', 'niuniu', '抢庄牛牛', 1],
  ['ky', 'golden-flower', '炸金花'],
  ['ky', 'dragon-tiger', '龙虎斗'],
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
      DEMO_GAMES.map(([platform, code, name, hot], i) => ({
        platform,
        game_code: code,
        name,
        category_id: category.get(platform)!,
        game_type: platform === 'obgdy' ? 'slot' : '0',
        mobile_img: gameTile(platform, code),
        hot: hot ?? 0,
        sort: DEMO_GAMES.length - i,
      })),
    )
    .execute();
}
