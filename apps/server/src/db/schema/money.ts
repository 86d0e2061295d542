// Money: the double-entry ledger and the cashier (deposits, withdrawals, adjustments, turnover).
import type { Generated } from 'kysely';
import type { Millis } from './millis.js';

export interface AccountsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  platform: Generated<string>;
  balance: Generated<number>;
  created_at: Millis;
}

export interface LedgerJournalsTable {
  id: Generated<number>;
  idem_key: string;
  reason: string;
  amount: number;
  user_id: number | null;
  ref_type: Generated<string>;
  ref_id: Generated<string>;
  memo: Generated<string>;
  created_at: Millis;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  journal_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
  created_at: Millis;
}

export interface BanksTable {
  id: Generated<number>;
  bank_name: string;
  sort: Generated<number>;
  state: Generated<number>;
}

export interface PayChannelsTable {
  key: string;
  enabled: Generated<number>;
  min_fen: number;
  max_fen: number;
  sort: Generated<number>;
}

export interface PayBanksTable {
  id: Generated<number>;
  bank_name: string;
  bank_no: string;
  bank_owner: string;
  bank_address: Generated<string>;
  state: Generated<number>;
  created_at: Millis;
}

export interface DepositsTable {
  id: Generated<number>;
  deposit_no: string;
  user_id: number;
  paytype: string;
  channel: string;
  amount_fen: number;
  currency: string;
  pay_amount: number;
  rate: Generated<string>;
  state: Generated<number>;
  remitter_name: Generated<string>;
  remitter_bank: Generated<string>;
  remitter_card: Generated<string>;
  remitter_branch: Generated<string>;
  pay_bank_id: number | null;
  gateway: Generated<string>;
  pay_url: Generated<string>;
  pay_address: Generated<string>;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface GatewayEventsTable {
  id: Generated<number>;
  gateway: string;
  event_id: Generated<string>;
  order_no: Generated<string>;
  outcome: string;
  detail: Generated<string>;
  remote_ip: Generated<string>;
  created_at: Millis;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  type: number;
  card_id: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: Generated<string>;
  amount_fen: number;
  usdt_rate: Generated<string>;
  fee_cents: Generated<number>;
  receive_cents: Generated<number>;
  state: Generated<number>;
  reason: Generated<string>;
  /** Set on approval: the chain transaction hash (wallets) or bank reference; '' when none. */
  payout_reference: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface PlayerTurnoverTable {
  user_id: number;
  required_fen: Generated<number>;
  updated_at: Millis;
}

/** One source of the turnover requirement and what is left of it (kind: TURNOVER_KINDS). */
export interface TurnoverItemsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  label: Generated<string>;
  required_fen: number;
  remaining_fen: number;
  created_at: Millis;
  cleared_at: Millis | null;
}

export interface BalanceAdjustmentsTable {
  id: Generated<number>;
  adjust_no: string;
  user_id: number;
  /** Signed fen: positive credits the main wallet, negative debits it. */
  amount_fen: number;
  reason_code: string;
  note: string;
  turnover_multiple: Generated<string>;
  state: 'pending' | 'posted' | 'rejected';
  requested_by: number;
  reviewed_by: number | null;
  reviewed_at: Millis | null;
  review_note: Generated<string>;
  balance_before: number | null;
  balance_after: number | null;
  created_at: Millis;
  updated_at: Millis;
}
