import { z } from 'zod';
import { text } from './input.js';

/**
 * The player's protection calls. Loose shapes: the service checks the period, kind, duration and
 * amount and answers with the player-facing message (PROTECTION_MSG).
 */
const amount = z.union([text(20), z.number(), z.null()]).optional();
const flag = z.union([z.boolean(), z.number(), text(8)]).optional();

/** Sets, changes or (amount '') removes one period's deposit limit. */
export const depositLimitBody = z.strictObject({ period: text(16), amount });
export type DepositLimitBody = z.input<typeof depositLimitBody>;

/** Cancels a pending raise of one period's limit. */
export const limitPeriodBody = z.strictObject({ period: text(16) });
export type LimitPeriodBody = z.input<typeof limitPeriodBody>;

/** A time-out or self-exclusion; self-exclusion also takes the login password. */
export const exclusionBody = z.strictObject({
  kind: text(32),
  duration: text(16),
  confirm: flag,
  password: text(64).optional(),
});
export type ExclusionBody = z.input<typeof exclusionBody>;

export const realityCheckBody = z.strictObject({ minutes: z.union([z.number(), text(8)]) });
export type RealityCheckBody = z.input<typeof realityCheckBody>;
