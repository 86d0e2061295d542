import { z } from 'zod';
import { text } from './input.js';

const amount = z.union([z.number(), text(32)]);

export const payRangeBody = z.strictObject({ type: text(32) });

export const rechargeBody = z.strictObject({
  paytype: text(16),
  amount,
  catepay: text(16).optional(),
  bank: z
    .union([text(64), z.number()])
    .transform(String)
    .optional(),
  bank_address: text(128).optional(),
  bank_no: z
    .union([text(64), z.number()])
    .transform(String)
    .optional(),
  bank_owner: text(64).optional(),
});
/** What a client sends to /api/recharge. */
export type RechargeBody = z.input<typeof rechargeBody>;

export const payInfoBody = z.strictObject({ deposit_no: text(32) });

const flag = z.literal([0, 1]);

/** /api/get_pay_way: which ways to pay are open (manual bank transfer always is). */
export const payWayFlags = z.object({
  antoken: flag,
  usdt: flag,
  card: flag,
  wxpay: flag,
  alipay: flag,
  rengong: z.literal(1),
});
export type PayWayFlags = z.infer<typeof payWayFlags>;

/** /api/getPayRange: a channel's range in yuan. */
export const payRange = z.object({ min_price: z.number(), max_price: z.number() });
export type PayRange = z.infer<typeof payRange>;

/** /api/getpaybank: an account a bank transfer is paid to. */
export const receivingAccount = z.object({
  id: z.number(),
  bank_data: z.object({
    bank_name: z.string(),
    bank_no: z.string(),
    bank_owner: z.string(),
    bank_address: z.string(),
  }),
});
export type ReceivingAccount = z.infer<typeof receivingAccount>;

/** /api/recharge: the order made, and where a gateway order is paid ('' for a bank transfer). */
export const rechargeOrder = z.object({ deposit_no: z.string(), pay_url: z.string() });
export type RechargeOrder = z.infer<typeof rechargeOrder>;

/**
 * The state in the player's words (records say the same) and, while a gateway order waits, until
 * when it can be paid: Beijing time and epoch ms.
 */
const orderState = {
  state_text: z.string(),
  expire_at: z.string().optional(),
  expire_ms: z.number().optional(),
};

/** /api/payinfo of an order but AnToken's. */
export const payInfo = z.object({
  deposit_no: z.string(),
  type: z.string(),
  state: z.number(),
  pay_url: z.string(),
  info: z.object({ amount: z.string(), real_money: z.string(), created_at: z.string(), bank: z.string() }),
  cardlist: z.object({ content: z.string(), payimg: z.string(), mch_id: z.string() }),
  ...orderState,
});
export type PayInfo = z.infer<typeof payInfo>;

/** /api/payinfo of an AnToken order. */
export const tokenPayInfo = z.object({
  deposit_no: z.string(),
  state: z.number(),
  url: z.string(),
  qrcode: z.string(),
  address: z.string(),
  amount: z.string(),
  real_money: z.string(),
  ...orderState,
});
export type TokenPayInfo = z.infer<typeof tokenPayInfo>;
