/** Rebate (反水) messages (spec 001 §5, §7). */
export const REBATE_MSG = {
  nothingToClaim: '暂无领取额度！',
  claimed: '领取成功',
} as const;

/** Rebate state (spec 001 §4): 0 pending claim; otherwise claimed. */
export const REBATE_STATE = { pending: 0, claimed: 1 } as const;
