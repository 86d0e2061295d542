import type { Rng } from './rng.js';

/**
 * Fishing, one shot at a time: the player aims at a fish; the bigger its multiple the rarer the
 * catch (P = 0.96 / multiple), and a catch pays stake × multiple. Return to player: 96% per shot.
 */
export const FISH: Record<string, { label: string; multiple: number }> = {
  clown: { label: '小丑鱼', multiple: 2 },
  turtle: { label: '海龟', multiple: 5 },
  lantern: { label: '灯笼鱼', multiple: 10 },
  shark: { label: '鲨鱼', multiple: 20 },
  golden_dragon: { label: '金龙', multiple: 50 },
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
