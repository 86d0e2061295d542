import { z } from 'zod';
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
export interface ReviewedPlayer {
  username: string;
  realname: string;
  vip: number;
  /** 1 active, 0 disabled. */
  user_status: number;
  isblack: number;
  /** The saved birthday says under 18: no payout until identity is checked. */
  under_age: boolean;
  /** Main wallet balance now, yuan. */
  balance: string;
  /** Turnover (打码量) still required before a withdrawal, yuan. */
  turnover_required: string;
}

/** Where an order stands, who reviewed it and when (Beijing time). */
export interface ReviewOutcome {
  state: number;
  reason: string;
  reviewer: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DepositRow extends ReviewedPlayer, ReviewOutcome {
  id: number;
  deposit_no: string;
  user_id: number;
  paytype: string;
  channel: string;
  amount: string;
  currency: string;
  pay_amount: string;
  remitter_name: string;
  remitter_bank: string;
  remitter_card: string;
}

export interface WithdrawalRow extends ReviewedPlayer, ReviewOutcome {
  id: number;
  order_no: string;
  user_id: number;
  /** 0 bank card, 1 USDT, 2 AnToken. */
  type: number;
  /** Bank name, or 'USDT' / 'antoken' for wallets. */
  bank: string;
  /** Card number or wallet address, in full: finance pays out to it. */
  bank_no: string;
  /** Account holder, or the wallet's protocol (TRC20 / ERC20). */
  bank_owner: string;
  bank_address: string;
  amount: string;
  usdt_rate: string;
  fee_usdt: string;
  receive_usdt: string;
  /** The chain transaction hash or bank reference recorded on approval; '' when none. */
  payout_reference: string;
}

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
export interface AdjustmentOptions {
  reasons: { code: string; label: string; direction: 'credit' | 'debit' | 'both' }[];
  /** Yuan: larger adjustments wait for a second operator. */
  threshold: string;
}

export interface AdjustmentRow {
  id: number;
  adjust_no: string;
  user_id: number;
  username: string;
  realname: string;
  /** Signed yuan: "-50.00" is a debit. */
  amount: string;
  reason_code: string;
  reason_label: string;
  note: string;
  turnover_multiple: string;
  state: AdjustmentState;
  requested_by: number;
  requested_by_name: string;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  review_note: string;
  balance_before: string | null;
  balance_after: string | null;
  created_at: string;
  updated_at: string;
}

/** Posted at once up to the threshold, otherwise pending a second operator. */
export interface AdjustmentResult {
  id: number;
  adjust_no: string;
  state: 'pending' | 'posted';
  balance_after: string | null;
}

export interface AdjustmentApproval {
  balance_after: string;
}
