import { z } from 'zod';
import { pageNumber, rowId, text } from './input.js';

export const activityListBody = z.strictObject({
  type: z.union([rowId, z.literal(''), z.literal(0), z.literal('0')]).optional(),
  page: pageNumber.default(1),
});
export type ActivityListBody = z.input<typeof activityListBody>;
export const activityDetailBody = z.strictObject({ id: rowId });
export const activityApplyBody = z.strictObject({
  activityid: rowId,
  amount: z.union([text(16), z.number()]).optional(),
});
/** What a client sends to /api/doactivityapply (the amount in whole yuan). */
export type ActivityApplyBody = z.input<typeof activityApplyBody>;
/** The amount an activity's rule decides for this player (our addition: fills the apply dialog). */
export const activityApplyAmountBody = z.strictObject({ activityid: rowId });
export type ActivityApplyAmountBody = z.input<typeof activityApplyAmountBody>;

/** Whole yuan as the apply field takes it, or null where the player fills it in. */
export const activityApplyAmount = z.object({ amount: z.string().nullable() });
export type ActivityApplyAmount = z.infer<typeof activityApplyAmount>;

export interface ActivityType {
  id: number;
  name: string;
}

/** Activity (spec 000 §3). */
export interface Activity {
  id: number;
  type: number;
  title: string;
  banner: string;
  created_at: string;
  state: number;
  content: string;
  can_apply: 0 | 1;
}

/** Activity application log entry (spec 001 §3). */
export const activityApplyLog = z.object({
  activity_name: z.string(),
  created_at: z.string(),
  state: z.number(),
  amount: z.string(),
  bonus: z.string(),
});
export type ActivityApplyLog = z.infer<typeof activityApplyLog>;
