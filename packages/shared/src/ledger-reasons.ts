/**
 * Why money moved: every journal carries one of these codes. The server's ledger writes them and
 * the back office filters a player's ledger by them (`@app/shared/admin-contract`).
 */
export const REASON = {
  deposit: 'deposit',
  withdrawalHold: 'withdrawal_hold',
  withdrawalPaid: 'withdrawal_paid',
  withdrawalRefund: 'withdrawal_refund',
  transferIn: 'transfer_in',
  transferOut: 'transfer_out',
  transferRefund: 'transfer_refund',
  bet: 'bet',
  win: 'win',
  rollback: 'rollback',
  bonus: 'bonus',
  rebate: 'rebate',
  redPacket: 'red_packet',
  adjustment: 'adjustment',
  /** An operator's manual credit or debit of a main wallet (modules/adjustments). */
  adjustmentCredit: 'adjustment_credit',
  adjustmentDebit: 'adjustment_debit',
} as const;

export type Reason = (typeof REASON)[keyof typeof REASON];
