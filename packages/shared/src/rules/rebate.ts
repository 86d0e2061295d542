/** Rebate (反水) messages (spec 001 §5, §7). */
export const REBATE_MSG = {
  nothingToClaim: '暂无领取额度！',
  claimed: '领取成功',
} as const;

/** Rebate state (spec 001 §4): 0 pending claim; otherwise claimed. */
export const REBATE_STATE = { pending: 0, claimed: 1 } as const;

/**
 * A VIP level's rebate rate per game category, in the order operators edit them (the level table's
 * rate_<key> columns; fishing left empty follows slots).
 */
export const REBATE_RATE_FIELDS = [
  { key: 'live', label: '真人' },
  { key: 'slots', label: '电子' },
  { key: 'cards', label: '棋牌' },
  { key: 'sports', label: '体育' },
  { key: 'lottery', label: '彩票' },
  { key: 'esports', label: '电竞' },
  { key: 'fishing', label: '捕鱼' },
] as const;

export type RebateRateKey = (typeof REBATE_RATE_FIELDS)[number]['key'];
