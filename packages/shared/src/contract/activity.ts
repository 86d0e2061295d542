import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2 ** 31);

export const activityListBody = z.strictObject({ type: z.union([id, z.literal(''), z.literal(0), z.literal('0')]).optional(), page: z.coerce.number().int().min(1).max(100000).default(1) });
export const activityDetailBody = z.strictObject({ id });
export const activityApplyBody = z.strictObject({ activityid: id, amount: z.union([z.string().max(16), z.number()]).optional() });

export interface ActivityType {
  id: number;
  name: string;
}

/** Activity (spec 000 §3). */
export interface Activity {
  id: number;
  type: number;
  title: string;
  banner: string;
  created_at: string;
  state: number;
  content: string;
  can_apply: 0 | 1;
}

/** Activity application log entry (spec 001 §3). */
export interface ActivityApplyLog {
  activity_name: string;
  created_at: string;
  state: number;
  amount: string;
  bonus: string;
}

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
