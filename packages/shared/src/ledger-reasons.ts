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
  /** A provider corrected a settled bet (a sportsbook result revised): the difference, either way. */
  resettle: 'resettle',
  bonus: 'bonus',
  rebate: 'rebate',
  redPacket: 'red_packet',
  adjustment: 'adjustment',
  /** An operator's manual credit or debit of a main wallet (modules/adjustments). */
  adjustmentCredit: 'adjustment_credit',
  adjustmentDebit: 'adjustment_debit',
  /** An agent's approved commission statement, paid into its main wallet. */
  agentCommission: 'agent_commission',
} as const;

export type Reason = (typeof REASON)[keyof typeof REASON];

/** Why money moved, as operators read it (the player ledger's column and filter in the back office). */
export const REASON_LABEL: Record<Reason, string> = {
  deposit: '存款入账',
  withdrawal_hold: '取款冻结',
  withdrawal_paid: '取款出款',
  withdrawal_refund: '取款退回',
  transfer_in: '转入游戏',
  transfer_out: '转出游戏',
  transfer_refund: '转账退回',
  bet: '投注',
  win: '派彩',
  rollback: '投注撤销',
  resettle: '重新结算',
  bonus: '活动彩金',
  rebate: '返水',
  red_packet: '红包',
  adjustment: '人工调整',
  adjustment_credit: '人工增加',
  adjustment_debit: '人工扣减',
  agent_commission: '代理佣金',
};
