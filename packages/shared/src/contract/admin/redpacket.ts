import { z } from 'zod';
import { parseYuanToFen } from '../../money.js';

/**
 * The red packet campaign as operators configure it: the switch, the daily draw window, the
 * deposit counting window, the turnover multiple and the deposit tiers, saved together.
 */

const hm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, '时间格式为 HH:mm');
/** Yuan in, fen out. */
const yuan = z
  .string()
  .refine((v) => parseYuanToFen(v) !== null, '金额格式不正确')
  .transform((v) => parseYuanToFen(v)!);

export const redpacketConfigBody = z.strictObject({
  switch: z.enum(['0', '1']),
  draw_start: hm,
  draw_end: hm,
  count_start: hm,
  count_end: hm,
  turnover_multiple: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, '流水倍数格式不正确'),
  tiers: z
    .array(
      z.strictObject({
        deposit_min: yuan,
        deposit_max: yuan,
        draws: z.number().int().min(1).max(100),
        amount_min: yuan,
        amount_max: yuan,
      }),
    )
    .max(20),
});
export type RedpacketConfigInput = z.input<typeof redpacketConfigBody>;

export interface RedpacketTier {
  /** Yuan; deposit_max "0.00" means no upper bound. */
  deposit_min: string;
  deposit_max: string;
  draws: number;
  amount_min: string;
  amount_max: string;
}

export interface RedpacketConfig {
  /** '1' on, '0' off. */
  switch: string;
  /** Beijing "HH:mm": the daily draw window, and the deposit counting window (from the day before). */
  draw_start: string;
  draw_end: string;
  count_start: string;
  count_end: string;
  turnover_multiple: string;
  tiers: RedpacketTier[];
}
