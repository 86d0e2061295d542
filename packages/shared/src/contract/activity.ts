import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2 ** 31);

export const activityListBody = z.strictObject({ type: z.union([id, z.literal(''), z.literal(0), z.literal('0')]).optional(), page: z.coerce.number().int().min(1).max(100000).default(1) });
export const activityDetailBody = z.strictObject({ id });
export const activityApplyBody = z.strictObject({ activityid: id, amount: z.union([z.string().max(16), z.number()]).optional() });

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
export interface ActivityApplyLog {
  activity_name: string;
  created_at: string;
  state: number;
  amount: string;
  bonus: string;
}
