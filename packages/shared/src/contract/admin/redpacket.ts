import { z } from 'zod';
import { parseYuanToFen } from '../../money.js';
import { settingField } from '../../rules/site-settings.js';

/**
 * The red packet campaign as operators configure it: the switch, the daily draw window, the
 * deposit counting window, the turnover multiple and the deposit tiers, saved together.
 */

/** Yuan in, fen out. */
const yuan = z
  .string()
  .refine((v) => parseYuanToFen(v) !== null, '金额格式不正确')
  .transform((v) => parseYuanToFen(v)!);

export const redpacketConfigBody = z.strictObject({
  switch: z.enum(['0', '1']),
  // Each saved as its site setting (redpacket_*): the setting's own rule and message.
  draw_start: settingField('redpacket_draw_start'),
  draw_end: settingField('redpacket_draw_end'),
  count_start: settingField('redpacket_count_start'),
  count_end: settingField('redpacket_count_end'),
  turnover_multiple: settingField('redpacket_turnover_multiple'),
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

const yuanText = z.string();
/** A tier as the console reads it; yuan texts, deposit_max "0.00" means no upper bound. */
export const redpacketTier = z.object({
  deposit_min: yuanText,
  deposit_max: yuanText,
  draws: z.number(),
  amount_min: yuanText,
  amount_max: yuanText,
});
export type RedpacketTier = z.infer<typeof redpacketTier>;

/** The campaign as the console reads it (GET /admin/api/redpacket). */
export const redpacketConfig = z.object({
  /** '1' on, '0' off. */
  switch: z.string(),
  /** Beijing "HH:mm": the daily draw window, and the deposit counting window (from the day before). */
  draw_start: z.string(),
  draw_end: z.string(),
  count_start: z.string(),
  count_end: z.string(),
  turnover_multiple: z.string(),
  tiers: z.array(redpacketTier),
});
export type RedpacketConfig = z.infer<typeof redpacketConfig>;
