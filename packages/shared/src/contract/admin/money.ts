import { z } from 'zod';
import { withdrawalRiskColumns } from './risk-review.js';
import { multiline, text } from '../input.js';
import { adminPaging, dayRange, type ListFilter } from './paging.js';

/**
 * The back office's money calls: the review of players' deposits and withdrawals (pending, then
 * done or refused, each order listed with its player's context) and manual balance adjustments.
 */

/** Order states shared by deposits and withdrawals. */
export const REVIEW_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

const username = text(32).trim().optional();
const paytype = text(16).optional();
/** The history shows one outcome (2 done, 3 refused) or, left out, both. */
const reviewedState = z.coerce
  .number()
  .pipe(z.union([z.literal(2), z.literal(3)]))
  .optional();

/**
 * Approving a withdrawal records its payout reference (rules/payout-reference.ts): required for a
 * wallet, optional for a bank card. Checked by the service, which knows the withdrawal's type.
 */
export const withdrawalApproveBody = z.strictObject({ reference: text(128).default('') }).default({
  reference: '',
});
export type WithdrawalApproval = z.input<typeof withdrawalApproveBody>;

/** Refusing an order or an adjustment; the reason may be left empty. */
export const moneyRejectBody = z.strictObject({ reason: multiline(255).default('') });
export type MoneyRejection = z.input<typeof moneyRejectBody>;

/** Newest first; `paytype` narrows to one channel (bank transfers are reviewed by hand). */
export const pendingDepositsQuery = z.strictObject({ ...adminPaging, paytype, username });
/** Handled orders; the day range is on their last change. */
export const depositHistoryQuery = z.strictObject({
  ...adminPaging,
  ...dayRange,
  paytype,
  username,
  state: reviewedState,
});
export const pendingWithdrawalsQuery = z.strictObject({ ...adminPaging, username });
export const withdrawalHistoryQuery = z.strictObject({
  ...adminPaging,
  ...dayRange,
  username,
  state: reviewedState,
});

export type PendingDepositFilter = ListFilter<z.infer<typeof pendingDepositsQuery>>;
export type DepositHistoryFilter = ListFilter<z.infer<typeof depositHistoryQuery>>;
export type PendingWithdrawalFilter = ListFilter<z.infer<typeof pendingWithdrawalsQuery>>;
export type WithdrawalHistoryFilter = ListFilter<z.infer<typeof withdrawalHistoryQuery>>;

/** The player behind an order: who, VIP, blocked or blacklisted, balance and turnover still required. */
const reviewedPlayer = z.object({
  username: z.string(),
  realname: z.string(),
  vip: z.number(),
  /** 1 active, 0 disabled. */
  user_status: z.number(),
  isblack: z.number(),
  /** The saved birthday says under 18: no payout until identity is checked. */
  under_age: z.boolean(),
  /** Main wallet balance now, yuan. */
  balance: z.string(),
  /** Turnover (打码量) still required before a withdrawal, yuan. */
  turnover_required: z.string(),
});
export type ReviewedPlayer = z.infer<typeof reviewedPlayer>;

/** Where an order stands, who reviewed it and when (Beijing time). */
const reviewOutcome = z.object({
  state: z.number(),
  reason: z.string(),
  reviewer: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReviewOutcome = z.infer<typeof reviewOutcome>;

export const depositRow = z.object({
  id: z.number(),
  deposit_no: z.string(),
  user_id: z.number(),
  ...reviewedPlayer.shape,
  paytype: z.string(),
  channel: z.string(),
  amount: z.string(),
  currency: z.string(),
  pay_amount: z.string(),
  remitter_name: z.string(),
  remitter_bank: z.string(),
  remitter_card: z.string(),
  ...reviewOutcome.shape,
});
export type DepositRow = z.infer<typeof depositRow>;

export const withdrawalRow = z.object({
  id: z.number(),
  order_no: z.string(),
  user_id: z.number(),
  ...reviewedPlayer.shape,
  /** 0 bank card, 1 USDT, 2 AnToken. */
  type: z.number(),
  /** Bank name, or 'USDT' / 'antoken' for wallets. */
  bank: z.string(),
  /** Card number or wallet address, in full: finance pays out to it. */
  bank_no: z.string(),
  /** Account holder, or the wallet's protocol (TRC20 / ERC20). */
  bank_owner: z.string(),
  bank_address: z.string(),
  amount: z.string(),
  usdt_rate: z.string(),
  fee_usdt: z.string(),
  receive_usdt: z.string(),
  /** The chain transaction hash or bank reference recorded on approval; '' when none. */
  payout_reference: z.string(),
  ...reviewOutcome.shape,
  /** The risk check (风控): its rules' hits, score and state; 'none' for requests made before it. */
  ...withdrawalRiskColumns.shape,
});
export type WithdrawalRow = z.infer<typeof withdrawalRow>;

// Manual adjustments -------------------------------------------------------------------------

export const ADJUSTMENT_STATES = ['pending', 'posted', 'rejected'] as const;
export type AdjustmentState = (typeof ADJUSTMENT_STATES)[number];

export const adjustmentsQuery = z.strictObject({
  ...adminPaging,
  ...dayRange,
  state: z.enum(ADJUSTMENT_STATES).optional(),
  username: text(32).trim().optional(),
});
export type AdjustmentFilter = ListFilter<z.infer<typeof adjustmentsQuery>>;

// Loose shapes here; the service checks each field and answers with the operator-facing message.
export const adjustmentBody = z.strictObject({
  username: text(32).default(''),
  /** Signed yuan: "-50.00" debits. */
  amount: z.union([z.number(), text(20)]).default(''),
  reason_code: text(32).default(''),
  note: multiline(255).default(''),
  /** Credits only: adds amount x multiple to the turnover requirement. */
  turnover_multiple: z.union([z.number(), text(8)]).optional(),
});
export type NewAdjustment = z.infer<typeof adjustmentBody>;

/** The reason codes and the approval threshold, as the server defines them. */
export const adjustmentOptions = z.object({
  reasons: z.array(
    z.object({ code: z.string(), label: z.string(), direction: z.enum(['credit', 'debit', 'both']) }),
  ),
  /** Yuan: larger adjustments wait for a second operator. */
  threshold: z.string(),
});
export type AdjustmentOptions = z.infer<typeof adjustmentOptions>;

export const adjustmentRow = z.object({
  id: z.number(),
  adjust_no: z.string(),
  user_id: z.number(),
  username: z.string(),
  realname: z.string(),
  /** Signed yuan: "-50.00" is a debit. */
  amount: z.string(),
  reason_code: z.string(),
  reason_label: z.string(),
  note: z.string(),
  turnover_multiple: z.string(),
  state: z.enum(ADJUSTMENT_STATES),
  requested_by: z.number(),
  requested_by_name: z.string(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  review_note: z.string(),
  balance_before: z.string().nullable(),
  balance_after: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdjustmentRow = z.infer<typeof adjustmentRow>;

/** Posted at once up to the threshold, otherwise pending a second operator. */
export const adjustmentResult = z.object({
  id: z.number(),
  adjust_no: z.string(),
  state: z.enum(['pending', 'posted']),
  balance_after: z.string().nullable(),
});
export type AdjustmentResult = z.infer<typeof adjustmentResult>;

export const adjustmentApproval = z.object({ balance_after: z.string() });
export type AdjustmentApproval = z.infer<typeof adjustmentApproval>;
