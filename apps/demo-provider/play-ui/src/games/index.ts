import type { ComponentType } from 'react';
import type { StageProps } from '../lib/stage';
import type { Kind } from '../lib/types';
import { CardTableStage } from './card-table';
import { PlainStage } from './placeholder';
import { SlotStage } from './slot';

/** One stage per game family. */
export const STAGES = {
  slot: SlotStage,
  dice: PlainStage,
  baccarat: CardTableStage,
  dragon_tiger: CardTableStage,
  crash: PlainStage,
  fishing: PlainStage,
  niuniu: PlainStage,
  golden_flower: PlainStage,
} as Record<Kind, ComponentType<StageProps>>;
