import type { Rng } from './rng.js';

/**
 * Fishing, one shot at a time: the player aims at a fish; the bigger its multiple the rarer the
 * catch (P = 0.96 / multiple), and a catch pays stake × multiple. Return to player: 96% per shot.
 * Every species keeps its multiple in every hall; each hall (FISH_HALLS) swims its own five.
 */
export const FISH: Record<string, { label: string; multiple: number }> = {
  clown: { label: '小丑鱼', multiple: 2 },
  squid: { label: '鱿鱼', multiple: 3 },
  puffer: { label: '河豚', multiple: 4 },
  turtle: { label: '海龟', multiple: 5 },
  lantern: { label: '灯笼鱼', multiple: 10 },
  koi: { label: '锦鲤', multiple: 12 },
  swordfish: { label: '剑鱼', multiple: 15 },
  shark: { label: '鲨鱼', multiple: 20 },
  golden_toad: { label: '金蟾', multiple: 30 },
  golden_dragon: { label: '金龙', multiple: 50 },
  mad_shark: { label: '狂鲨', multiple: 80 },
};

/** The fishing halls of the catalogue, by game code, and the species each one swims. */
export const FISH_HALLS: Record<string, string[]> = {
  'fishing-king': ['clown', 'turtle', 'lantern', 'shark', 'golden_dragon'],
  'golden-toad': ['clown', 'puffer', 'turtle', 'koi', 'golden_toad'],
  'shark-hunt': ['squid', 'lantern', 'swordfish', 'shark', 'mad_shark'],
};

export interface FishingResult {
  fish: string;
  multiple: number;
  caught: boolean;
  win: number;
}

export function shootFish(bet: number, choice: string, r: Rng): FishingResult {
  const { multiple } = FISH[choice]!;
  const caught = r.int(multiple * 100) < 96;
  return { fish: choice, multiple, caught, win: caught ? bet * multiple : 0 };
}
