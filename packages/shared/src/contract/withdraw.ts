import { z } from 'zod';
import { INT4_MAX, text } from './input.js';

export const withdrawBody = z.strictObject({
  amount: z.union([z.number(), text(32)]),
  bank: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  password: z
    .union([text(32), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
    .transform(String)
    .optional(),
});
/** What a client sends to /api/withdraw. */
export type WithdrawBody = z.input<typeof withdrawBody>;

/** /api/getBetAmount: the turnover still required before a withdrawal, yuan. */
export const betAmount = z.object({ bet_amount: z.string() });
export type BetAmount = z.infer<typeof betAmount>;

/** What created a part of the turnover requirement (打码量), as the withdraw page names it. */
export const TURNOVER_KINDS = {
  deposit: '存款',
  bonus: '活动彩金',
  vip: '晋级礼金',
  redpacket: '红包',
  rebate: '返水',
  adjustment: '人工加款',
  commission: '代理佣金',
  earlier: '此前流水',
} as const;
export type TurnoverKind = keyof typeof TURNOVER_KINDS;

export const turnoverItem = z.object({
  kind: z.enum(Object.keys(TURNOVER_KINDS) as [TurnoverKind, ...TurnoverKind[]]),
  /** The kind in words, then what it was (an order number, an activity's title). */
  title: z.string(),
  detail: z.string(),
  required: z.string(),
  remaining: z.string(),
  created_at: z.string(),
});
export type TurnoverItem = z.infer<typeof turnoverItem>;

/** /api/turnoverDetail: the requirement left, by source, oldest first; valid bets clear the oldest. */
export const turnoverDetail = z.object({ remaining: z.string(), items: z.array(turnoverItem) });
export type TurnoverDetail = z.infer<typeof turnoverDetail>;
