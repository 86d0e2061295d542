import { playBaccarat, type BaccaratSide } from './engines/baccarat.js';
import { rollDice, type DiceChoice } from './engines/dice.js';
import { playDragonTiger, type DragonTigerSide } from './engines/dragon-tiger.js';
import type { Rng } from './engines/rng.js';
import { spinSlot } from './engines/slot.js';

export type GameKind = 'slot' | 'dice' | 'baccarat' | 'dragon_tiger';

/** Stakes offered per kind, in fen. Slot stakes are multiples of 9 fen: one ninth per payline. */
export const STAKES: Record<GameKind, number[]> = {
  slot: [90, 180, 450, 900, 1800, 4500, 9000],
  dice: [1000, 2000, 5000, 10000, 50000],
  baccarat: [1000, 2000, 5000, 10000, 50000],
  dragon_tiger: [1000, 2000, 5000, 10000, 50000],
};
export const CHOICES: Record<GameKind, string[]> = {
  slot: ['spin'],
  dice: ['big', 'small'],
  baccarat: ['player', 'banker', 'tie'],
  dragon_tiger: ['dragon', 'tiger', 'tie'],
};

/** Which engine serves a catalogue game. */
export function kindOf(platform: string, gameCode: string): GameKind | null {
  if (gameCode.startsWith('baccarat')) return 'baccarat';
  if (gameCode.startsWith('dragon-tiger')) return 'dragon_tiger';
  if (gameCode === 'dice-sicbo' || gameCode === 'fast-three') return 'dice';
  if (['obgdy', 'fgdz', 'pp', 'ae', 'pg'].includes(platform)) return 'slot';
  return null;
}

export function play(kind: GameKind, bet: number, choice: string, rng: Rng): { win: number; detail: unknown } {
  switch (kind) {
    case 'slot': {
      const r = spinSlot(bet, rng);
      return { win: r.win, detail: r };
    }
    case 'dice': {
      const r = rollDice(bet, choice as DiceChoice, rng);
      return { win: r.win, detail: { ...r, choice } };
    }
    case 'baccarat': {
      const r = playBaccarat(bet, choice as BaccaratSide, rng);
      return { win: r.win, detail: { ...r, choice } };
    }
    case 'dragon_tiger': {
      const r = playDragonTiger(bet, choice as DragonTigerSide, rng);
      return { win: r.win, detail: { ...r, choice } };
    }
  }
}
