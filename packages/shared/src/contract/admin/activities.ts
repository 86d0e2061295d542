import { z } from 'zod';
import { ACTIVITY_RULES, TURNOVER_BASES, type ActivityRule, type TurnoverBasis } from '../../campaigns.js';
import type { Activity } from '../activity.js';
import { INT4_MAX, multiline, pageNumber, rowId, text } from '../input.js';

/**
 * Activities (promotions) as operators edit them, hidden ones included, and the players'
 * applications waiting for review. Lists page 20 at a time.
 */

const percent = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/)
  .optional();

/** `type` narrows to one category. */
export const activitiesQuery = z.strictObject({ page: pageNumber.default(1), type: rowId.optional() });
export const applicationsQuery = z.strictObject({ page: pageNumber.default(1) });

/** Every field is written; one left out takes its default. */
export const activityBody = z.strictObject({
  type_id: rowId,
  title: text(128).trim().min(1, '请填写活动标题'),
  banner: text(255)
    .trim()
    .regex(/^(\/|https:\/\/)/, '图片地址需以 / 或 https:// 开头'),
  /** HTML; the server sanitises it before storing. */
  content: multiline(200_000),
  state: z.coerce.number().int().min(0).max(1).optional(),
  can_apply: z.coerce.number().int().min(0).max(1).optional(),
  /** Percent of the applied amount ("10.5"). */
  bonus_percent: percent,
  /** Yuan; empty for no cap. */
  bonus_max: text(16).optional(),
  turnover_multiple: percent,
  /** What the multiple is taken of: the bonus, or the amount applied with plus the bonus. */
  turnover_basis: z.enum(Object.keys(TURNOVER_BASES) as [TurnoverBasis, ...TurnoverBasis[]]).optional(),
  sort: z.coerce.number().int().min(-INT4_MAX).max(INT4_MAX).optional(),
  /** What the server checks an application against: '' none (review only), or a rule. */
  apply_rule: z.enum(['', ...(Object.keys(ACTIVITY_RULES) as ActivityRule[])]).optional(),
  /** Yuan: the smallest deposit the rule accepts; empty for none. */
  rule_min: text(16).optional(),
});
export type ActivityInput = z.infer<typeof activityBody>;

/** `bonus` in yuan; left out, the suggested bonus is credited ("0" approves without one). */
export const applicationApproveBody = z.strictObject({ bonus: text(16).optional() });
export const applicationRejectBody = z.strictObject({
  reason: multiline(255).trim().min(1, '请填写拒绝原因'),
});
export type ApplicationApproval = z.input<typeof applicationApproveBody>;
export type ApplicationRejection = z.input<typeof applicationRejectBody>;

/** An activity as operators see it: hidden ones too, with the bonus rules and order to edit. */
export interface AdminActivity extends Activity {
  bonus_percent: string;
  bonus_max: string;
  turnover_multiple: string;
  turnover_basis: TurnoverBasis;
  sort: number;
  apply_rule: '' | ActivityRule;
  rule_min: string;
}

export interface PendingApplication {
  id: number;
  user_id: number;
  username: string;
  title: string;
  amount: string;
  /** The activity's rate applied to the amount, capped: the default bonus. */
  suggested_bonus: string;
  created_at: string;
}
