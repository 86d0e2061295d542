import type { ComponentType } from 'react';
import type { StageProps } from '../lib/stage';
import type { Kind } from '../lib/types';
import { CardTableStage } from './card-table';
import { CrashStage } from './crash';
import { DiceStage } from './dice';
import { FishingStage } from './fishing';
import { NiuniuStage } from './niuniu';
import { PokerHandsStage } from './poker-hands';
import { RaceStage } from './race';
import { SlotStage } from './slot';

/** One stage per game family. */
export const STAGES = {
  slot: SlotStage,
  dice: DiceStage,
  baccarat: CardTableStage,
  dragon_tiger: CardTableStage,
  crash: CrashStage,
  fishing: FishingStage,
  niuniu: NiuniuStage,
  golden_flower: PokerHandsStage,
  race: RaceStage,
} as Record<Kind, ComponentType<StageProps>>;
