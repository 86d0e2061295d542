import { CLEOPATRA, GOLD_TRAIN, TREASURE_SHIP, WILD_WEST } from './adventure';
import { FIVE_BLESSINGS, FORTUNE_GOD, LUCKY_STARS } from './fortune';
import { LUCKY_CAT, LUCKY_NEKO, MAHJONG_WAYS, MAHJONG_WIN } from './lucky';
import { FRUIT_PARTY, OCEAN_GEMS, SWEET_CANDY } from './sweets';
import { DRAGON_TIGER_SLOT, GOLDEN_DRAGON, GUAN_YU, JADE_EMPEROR, PANDA_LEGEND } from './legends';

/** Each slot title's symbols by id, as pictures (SVG), drawn when first shown. */
export const SLOT_ART: Record<string, Record<string, () => string>> = {
  'fortune-god': FORTUNE_GOD,
  'lucky-stars': LUCKY_STARS,
  'five-blessings': FIVE_BLESSINGS,
  'golden-dragon': GOLDEN_DRAGON,
  'dragon-tiger-slot': DRAGON_TIGER_SLOT,
  'jade-emperor': JADE_EMPEROR,
  'guan-yu': GUAN_YU,
  'panda-legend': PANDA_LEGEND,
  'lucky-cat': LUCKY_CAT,
  'lucky-neko': LUCKY_NEKO,
  'mahjong-win': MAHJONG_WIN,
  'mahjong-ways': MAHJONG_WAYS,
  'treasure-ship': TREASURE_SHIP,
  cleopatra: CLEOPATRA,
  'wild-west': WILD_WEST,
  'gold-train': GOLD_TRAIN,
  'fruit-party': FRUIT_PARTY,
  'sweet-candy': SWEET_CANDY,
  'ocean-gems': OCEAN_GEMS,
};

const urls = new Map<string, string>();

/** A symbol's picture as a data: URL (the page's policy allows images from data:), made once. */
export function symbolUrl(title: string, id: string): string | null {
  const key = `${title}:${id}`;
  const known = urls.get(key);
  if (known) return known;
  const draw = SLOT_ART[title]?.[id];
  if (!draw) return null;
  const url = `data:image/svg+xml,${encodeURIComponent(draw())}`;
  urls.set(key, url);
  return url;
}
