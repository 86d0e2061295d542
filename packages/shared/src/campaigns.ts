/** Promotion and red packet constants: a module without zod, so pages importing them stay small. */

export const ACTIVITY_MSG = {
  notFound: '该活动不存在或已结束',
  noApply: '该活动无需申请，符合条件自动参与',
  amountRequired: '请输入申请金额',
  amountInvalid: '请输入正确的申请金额',
  pending: '您已提交过该活动的申请，请等待审核',
  submitted: '申请成功，请等待审核',
  reviewed: '该申请已处理',
  // An activity's application rule (ACTIVITY_RULES), checked by the server.
  noFirstDeposit: '您还没有完成首笔存款，完成首存后即可申请',
  onceOnly: '每位会员仅可申请一次该活动',
  firstDepositMismatch: (first: string) => `申请金额需与首笔存款金额一致（您的首存为 ${first} 元）`,
  firstDepositTooSmall: (min: string) => `首笔存款需满 ${min} 元方可申请`,
  noDepositToday: (min: string) => `今日还没有满 ${min} 元的存款，存款后即可申请`,
  todayMismatch: '申请金额需为今日一笔存款的金额',
  oncePerDay: '该活动每日限申请一次，请明日再来',
  /** A player the operators excluded from activities (never told why). */
  notEligible: '您暂不符合该活动的申请条件，详情请咨询在线客服',
} as const;

/**
 * What an activity's application is checked against on the server ('' none: the review alone).
 * Operators choose one per activity, with the smallest deposit it accepts.
 */
export const ACTIVITY_RULES = {
  first_deposit: '首笔存款：申请金额等于首存金额，每人一次',
  deposit_today: '当日存款：申请金额等于今日一笔存款，每日一次',
} as const;
export type ActivityRule = keyof typeof ACTIVITY_RULES;

/**
 * What an activity's turnover multiple is taken of: the bonus alone, or the amount applied with
 * (the deposit) plus the bonus, as first-deposit offers of this market word it ((本金+彩金)×15).
 */
export const TURNOVER_BASES = { bonus: '彩金', principal_and_bonus: '本金+彩金' } as const;
export type TurnoverBasis = keyof typeof TURNOVER_BASES;

/** The amount an approved bonus's turnover multiple applies to, in fen. */
export function bonusTurnoverBase(basis: string, appliedFen: number, bonusFen: number): number {
  return basis === 'principal_and_bonus' ? appliedFen + bonusFen : bonusFen;
}

/** Activity application states (spec 001 §4). */
export const ACTIVITY_APPLY_STATE_LABELS: Record<number, string> = { 1: '待审核', 2: '通过', 3: '拒绝' };

export const REDPACKET_MSG = {
  closed: '红包活动已关闭',
  notStarted: '活动还没开始，请静待活动开始。',
  ended: '请静待下次活动。',
  notEligible: '您暂未达到领取条件，快去完成吧！',
  noneLeft: '您的剩余次数不足！',
  won: (yuan: string) => `恭喜您 抢到 ${yuan} 元`,
} as const;

/** Campaign state today: 0 before the draw window, 1 inside it, 2 after it. */
export const REDPACKET_STATUS = { notStarted: 0, running: 1, ended: 2 } as const;
