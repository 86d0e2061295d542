import type { SlotResult as EngineSlot } from '../../../src/engines/slot';
import type { DiceResult as EngineDice } from '../../../src/engines/dice';
import type { BaccaratResult as EngineBaccarat } from '../../../src/engines/baccarat';
import type { DragonTigerResult as EngineDragonTiger } from '../../../src/engines/dragon-tiger';
import type { CrashResult } from '../../../src/engines/crash';
import type { RaceResult } from '../../../src/engines/boat-race';
import type { FishingResult } from '../../../src/engines/fishing';
import type { NiuniuResult as EngineNiuniu } from '../../../src/engines/niuniu';
import type { GoldenFlowerResult } from '../../../src/engines/golden-flower';
import type { Card } from '../../../src/engines/cards';
import type { SlotInfo } from '../../../src/engines/slot-info';

/** The results as the server sends them (src/games.ts adds the bet choice to some). */
export type SlotResult = EngineSlot;
export type DiceResult = EngineDice & { choice: string };
/** Rounds played before cards had suits have none: those cards are drawn without one. */
export type BaccaratResult = Omit<EngineBaccarat, 'playerSuits' | 'bankerSuits'> &
  Partial<Pick<EngineBaccarat, 'playerSuits' | 'bankerSuits'>> & { choice: string };
export type DragonTigerResult = Omit<EngineDragonTiger, 'dragonSuit' | 'tigerSuit'> &
  Partial<Pick<EngineDragonTiger, 'dragonSuit' | 'tigerSuit'>> & { choice: string };
export type { Card, CrashResult, FishingResult, GoldenFlowerResult, RaceResult };
/** A 抢庄牛牛 round with the bid chosen ("b2x3"). Rounds from before the bidding lack `seats`. */
export type NiuniuResult = EngineNiuniu & { choice: string };
export type { NiuSeat } from '../../../src/engines/niuniu';

export type Kind =
  'slot' | 'dice' | 'baccarat' | 'dragon_tiger' | 'crash' | 'fishing' | 'niuniu' | 'golden_flower' | 'race';

export interface ResultOf {
  slot: SlotResult;
  dice: DiceResult;
  baccarat: BaccaratResult;
  dragon_tiger: DragonTigerResult;
  crash: CrashResult;
  fishing: FishingResult;
  niuniu: NiuniuResult;
  golden_flower: GoldenFlowerResult;
  race: RaceResult;
}
export type AnyResult = ResultOf[Kind];

/** GET /info of a game session. Amounts in yuan as strings, stakes in fen. */
export interface Info {
  kind: Kind;
  game_code: string;
  /** The game's own name, when its engine serves more than one (a slot title, a hall, a room). */
  title?: string | null;
  platform: string;
  username: string;
  stakes: number[];
  choices: string[];
  balance: string;
  return_url: string;
  /** A slot title's own symbols, paytable, reels and return (slot sessions only). */
  slot?: SlotInfo | null;
}
export type { SlotInfo };

/** POST /round: the round as the server settled it. */
export interface Round<R = AnyResult> {
  round_no: string;
  bet: string;
  win: string;
  result: R;
  balance: string;
}

/** GET /history: the last rounds, newest first. */
export interface HistoryRow<R = AnyResult> {
  round_no: string;
  bet: string;
  win: string;
  time: number;
  result?: R | null;
}
