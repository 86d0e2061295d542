import type { PayoutReference, RecordStep } from './contract/records.js';

/** The transaction tab's sub-tabs (spec 001 §2): deposit, withdraw, transfer in, transfer out. */
export const TRANS_RECORD_TYPE = { deposit: 1, withdraw: 2, transferIn: 3, transferOut: 4 } as const;

export type RecordTone = 'pending' | 'ok' | 'fail';

/** State labels per sub-tab (spec 001 §4); deposits say 已到账 once credited. */
export const RECORD_STATE_LABELS: Record<number, Record<number, [string, RecordTone]>> = {
  [TRANS_RECORD_TYPE.deposit]: { 1: ['待审核', 'pending'], 2: ['已到账', 'ok'], 3: ['已拒绝', 'fail'] },
  [TRANS_RECORD_TYPE.withdraw]: { 1: ['待审核', 'pending'], 2: ['已通过', 'ok'], 3: ['已拒绝', 'fail'] },
  [TRANS_RECORD_TYPE.transferIn]: { 0: ['失败', 'fail'], 1: ['成功', 'ok'], 2: ['待结算', 'pending'] },
  [TRANS_RECORD_TYPE.transferOut]: { 0: ['失败', 'fail'], 1: ['成功', 'ok'], 2: ['待结算', 'pending'] },
};

/**
 * A deposit's state in the player's words, the same on the order's page and in the records: a bank
 * transfer waits for an operator's review and may be refused; an order paid through a gateway waits
 * for the payment, and closes when the payment fails or its pay window ends.
 */
export function depositStateWord(state: number, reviewed: boolean): [string, RecordTone] | undefined {
  const words: Record<number, [string, RecordTone]> = reviewed
    ? { 1: ['待审核', 'pending'], 2: ['已到账', 'ok'], 3: ['已拒绝', 'fail'] }
    : { 1: ['等待支付', 'pending'], 2: ['已到账', 'ok'], 3: ['订单已关闭', 'fail'] };
  return words[state];
}

/**
 * A withdrawal's way to the player, for its record: submitted, reviewed, then paid out, or refused
 * and the amount returned to the balance. A step not reached yet has no time. Times are Beijing
 * time strings; `reason` is the operator's, shown with a refusal; `reference` is the payout's, shown
 * with the payment.
 */
export function withdrawalProgress(w: {
  state: number;
  created: string;
  reviewed: string;
  reason: string;
  reference?: PayoutReference;
}): RecordStep[] {
  const submitted: RecordStep = { label: '提交申请', at: w.created };
  if (w.state === 2) {
    const paid: RecordStep = {
      label: '已出款',
      at: w.reviewed,
      ...(w.reference ? { reference: w.reference } : {}),
    };
    return [submitted, { label: '审核通过', at: w.reviewed }, paid];
  }
  if (w.state === 3)
    return [
      submitted,
      { label: '审核未通过', at: w.reviewed, failed: true, ...(w.reason ? { note: w.reason } : {}) },
      { label: '金额已退回余额', at: w.reviewed },
    ];
  return [submitted, { label: '审核中', at: '' }, { label: '出款', at: '' }];
}

/** Bet status (spec 001 §4): 0 invalid bet, 1 settled, 2 unsettled. */
export const BET_STATUS_LABELS: Record<number, [string, RecordTone]> = {
  0: ['无效注单', 'fail'],
  1: ['已结算', 'ok'],
  2: ['未结算', 'pending'],
};
