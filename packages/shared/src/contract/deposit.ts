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

export interface PayWayFlags {
  antoken: 0 | 1;
  usdt: 0 | 1;
  card: 0 | 1;
  wxpay: 0 | 1;
  alipay: 0 | 1;
  rengong: 1;
}

export interface PayRange {
  min_price: number;
  max_price: number;
}

export interface ReceivingAccount {
  id: number;
  bank_data: { bank_name: string; bank_no: string; bank_owner: string; bank_address: string };
}

export interface PayInfo {
  deposit_no: string;
  type: string;
  state: number;
  pay_url: string;
  info: { amount: string; real_money: string; created_at: string; bank: string };
  cardlist: { content: string; payimg: string; mch_id: string };
  /** The state in the player's words (records say the same). */
  state_text: string;
  /** Until when a gateway order can be paid, while it waits: Beijing time and epoch ms. */
  expire_at?: string;
  expire_ms?: number;
}

export interface TokenPayInfo {
  deposit_no: string;
  state: number;
  url: string;
  qrcode: string;
  address: string;
  amount: string;
  real_money: string;
  state_text: string;
  expire_at?: string;
  expire_ms?: number;
}
