import type { ComponentType } from 'react';
import type { StageProps } from '../lib/stage';
import type { Kind } from '../lib/types';
import { PlainStage } from './placeholder';
import { SlotStage } from './slot';

/** One stage per game family. */
export const STAGES = {
  slot: SlotStage,
  dice: PlainStage,
  baccarat: PlainStage,
  dragon_tiger: PlainStage,
  crash: PlainStage,
  fishing: PlainStage,
  niuniu: PlainStage,
  golden_flower: PlainStage,
} as Record<Kind, ComponentType<StageProps>>;
