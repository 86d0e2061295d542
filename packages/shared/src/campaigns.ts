/** Promotion and red packet constants: a module without zod, so pages importing them stay small. */

export const ACTIVITY_MSG = {
  notFound: '该活动不存在或已结束',
  noApply: '该活动无需申请，符合条件自动参与',
  amountRequired: '请输入申请金额',
  amountInvalid: '请输入正确的申请金额',
  pending: '您已提交过该活动的申请，请等待审核',
  submitted: '申请成功，请等待审核',
  reviewed: '该申请已处理',
} as const;

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
