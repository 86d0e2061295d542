import { z } from 'zod';
import { text } from './input.js';

/** Game categories (spec 000 §3): live, card games, esports, sports, lottery, slots and fishing. */
export const GAME_CATEGORIES = ['realbet', 'concise', 'sport', 'gaming', 'lottery', 'joker'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const gameListQuery = z.strictObject({
  category: z.union([z.enum(GAME_CATEGORIES), z.literal('')]).optional(),
});
export const gamelistByCodeBody = z.strictObject({ gamecode: text(32).min(1) });

/** Lobby search by game name across platforms; favourites and recently played (per player). */
export const GAME_SEARCH_MSG = {
  keywordRequired: '请输入游戏名称',
  gameUnknown: '该游戏不存在',
} as const;
export const gameSearchBody = z.strictObject({ keyword: text(20) });
export const favouriteGameBody = z.strictObject({
  plat_name: text(32).min(1),
  game_code: text(64).min(1),
  favourite: z.union([z.literal(0), z.literal(1)]),
});
/** At most this many games come back from a search, and this many recently played are kept. */
export const GAME_SEARCH_LIMIT = 40;
export const RECENT_GAMES_LIMIT = 12;

export interface GameItem {
  category_id: GameCategory;
  platform_name: string;
  platform_title: string;
  game_code: string;
  game_type: string;
  name: string;
  mobile_img: string;
  app_state: 0 | 1;
  hot: 0 | 1;
}

export interface SlotListItem {
  catecode: string;
  gamecode: string;
  gametype: string;
  gamepic: string;
  gamename: string;
  app_state: 0 | 1;
}

export const gameUrlBody = z.strictObject({
  plat_name: text(32).min(1),
  game_type: z.union([text(32), z.number()]).optional(),
  game_code: text(64).optional(),
  is_mobile_url: z.union([text(4), z.number()]).optional(),
});
/** What a client sends to /api/getGameUrl. */
export type GameUrlBody = z.input<typeof gameUrlBody>;
