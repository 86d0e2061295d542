import { z } from 'zod';
import { pageNumber, text } from './input.js';
import { pagedOf } from './envelope.js';

/** Date filter codes: 1 today, 2 within a week, 3 within half a month, 4 within a month. */
const dateCode = z.coerce.number().int().min(1).max(4).optional();
const page = pageNumber.default(1);

export const transRecordBody = z.strictObject({
  date: dateCode,
  type: z.coerce.number().int().min(1).max(4).default(1),
  page,
  api_type: text(32).optional(),
});
/**
 * A records screen's filter as the server reads it: a valid body as it stands, and what the screen
 * keeps (its page and tab as numbers) between requests.
 */
export type TransRecordFilter = z.infer<typeof transRecordBody>;

export const betRecordBody = z.strictObject({
  date: dateCode,
  page,
  api_type: text(32).optional(),
});
export type BetRecordFilter = z.infer<typeof betRecordBody>;

/** How a payout can be found on the other side: 交易哈希 (a chain transfer) or 银行流水号. */
export const payoutReference = z.object({ label: z.string(), value: z.string() });
export type PayoutReference = z.infer<typeof payoutReference>;

export const recordStep = z.object({
  label: z.string(),
  /** Beijing time, or '' for a step not reached yet. */
  at: z.string(),
  /** Why, for a refusal. */
  note: z.string().optional(),
  /** The step where it was refused. */
  failed: z.boolean().optional(),
  /** The paid-out step's payout reference. */
  reference: payoutReference.optional(),
});
export type RecordStep = z.infer<typeof recordStep>;

export const transactionRecord = z.object({
  created_at: z.string(),
  out_trade_no: z.string(),
  pay_way: z.string(),
  amount: z.string(),
  state: z.number(),
  /** The state in words when it depends on more than the number (a deposit's channel). */
  state_text: z.string().optional(),
  /** A withdrawal's way so far: submitted, reviewed, paid or refused, each with its time. */
  progress: z.array(recordStep).optional(),
  /** A paid withdrawal's reference, when finance recorded one. */
  payout_reference: payoutReference.optional(),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

export const fanshuiBody = z.strictObject({
  date: dateCode,
  page,
  api_type: text(32).optional(),
  type: z.union([text(8), z.number()]).optional(),
});
/** The rebate list's filter; the client sends `type` empty as the spec's does. */
export type RebateFilter = Omit<z.infer<typeof fanshuiBody>, 'type'>;

/** Rebate record (spec 001 §3). */
export const rebateRecord = z.object({
  created_at: z.string(),
  gamename: z.string(),
  money: z.string(),
  state: z.number(),
  updated_at: z.string(),
});
export type RebateRecord = z.infer<typeof rebateRecord>;

export const rebateList = z.object({
  list: pagedOf(rebateRecord),
  /** Total claimed. */
  jisuan: z.string(),
  /** Pending claim. */
  nojisuan: z.string(),
});
export type RebateList = z.infer<typeof rebateList>;

/** VIP level (spec 001 §3): thresholds in yuan, rates in percent. */
/** The player's own standing (our addition, for /vip): level and the running totals levels go by. */
export interface VipProgress {
  vip: number;
  /** Valid bets so far, yuan. */
  flow: string;
  /** Deposits so far, yuan. */
  recharge: string;
}

export interface VipLevel {
  id: number;
  name: string;
  status: number;
  flow: string;
  recharge: string;
  realperson: string;
  electron: string;
  joker: string;
  sport: string;
  lottery: string;
  e_sport: string;
  fishing: string;
  bonus: string;
}
