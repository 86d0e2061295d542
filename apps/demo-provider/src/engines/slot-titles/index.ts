import type { SlotTitle } from '../slot.js';
import { dragonTigerSlot, fiveBlessings, jadeEmperor } from './ae.js';
import { cleopatra, guanYu, oceanGems, treasureShip } from './fgdz.js';
import { fortuneGod, fruitParty, goldenDragon, luckyCat, mahjongWin, pandaLegend } from './obgdy.js';
import { luckyNeko, mahjongWays } from './pg.js';
import { goldTrain, luckyStars, sweetCandy, wildWest } from './pp.js';

/** Every slot title the provider serves, by game code: each its own symbols, paytable and reels. */
export const SLOT_TITLES: Record<string, SlotTitle> = Object.fromEntries(
  [
    fortuneGod,
    goldenDragon,
    luckyCat,
    fruitParty,
    pandaLegend,
    mahjongWin,
    treasureShip,
    cleopatra,
    oceanGems,
    guanYu,
    luckyStars,
    goldTrain,
    sweetCandy,
    wildWest,
    dragonTigerSlot,
    fiveBlessings,
    jadeEmperor,
    mahjongWays,
    luckyNeko,
  ].map((t) => [t.code, t]),
);
