import type { DepositRow, WithdrawalRow } from '@app/shared/admin-contract';

/** The player and review fields every deposit and withdrawal row carries. */
const PLAYER_AND_REVIEW = {
  user_id: 7,
  username: 'demo888',
  realname: '张三',
  vip: 1,
  user_status: 1,
  isblack: 0,
  under_age: false,
  balance: '3388.00',
  turnover_required: '0.00',
  state: 1,
  reason: '',
  reviewer: null,
  reviewed_at: null,
  created_at: '2026-06-01 10:00:00',
  updated_at: '2026-06-01 10:00:00',
};

/** A bank-card withdrawal of demo888 waiting for review, with `over` changed. */
export function withdrawal(over: Partial<WithdrawalRow>): WithdrawalRow {
  return {
    ...PLAYER_AND_REVIEW,
    id: 12,
    order_no: 'W202606010001',
    type: 0,
    bank: '中国银行',
    bank_no: '6222020012345678',
    bank_owner: '张三',
    bank_address: '北京朝阳支行',
    amount: '1500.00',
    usdt_rate: '',
    fee_usdt: '0.00',
    receive_usdt: '0.00',
    payout_reference: '',
    risk: [],
    risk_score: 0,
    risk_state: 'clear',
    ...over,
  };
}

/** A bank transfer deposit of demo888 waiting for review, with `over` changed. */
export function deposit(over: Partial<DepositRow>): DepositRow {
  return {
    ...PLAYER_AND_REVIEW,
    id: 21,
    deposit_no: 'D202606010001',
    paytype: 'bank',
    channel: '',
    amount: '500.00',
    currency: 'CNY',
    pay_amount: '500.00',
    remitter_name: '张三',
    remitter_bank: '中国银行',
    remitter_card: '',
    ...over,
  };
}
