import { z } from 'zod';
import { INT4_MAX, multiline, rowId, text } from '../input.js';

/**
 * Player tags (玩家标签): operators name them, colour them and give them effects, which the
 * modules ask risk control about (modules/risk/tags): a tagged player is refused with the module's
 * own message, never told about the tag.
 */
export const TAG_EFFECTS = [
  'no_activities',
  'no_bonus',
  'no_redpacket',
  'no_rebate',
  'withdraw_review',
  'login_refused',
] as const;
export type TagEffect = (typeof TAG_EFFECTS)[number];

export const TAG_EFFECT_LABEL: Record<TagEffect, string> = {
  no_activities: '不参与活动',
  no_bonus: '不发放优惠',
  no_redpacket: '不可抢红包',
  no_rebate: '不可领返水',
  withdraw_review: '取款转风控审核',
  login_refused: '禁止登录',
};

export const TAG_MSG = {
  nameRequired: '请输入标签名称',
  colour: '颜色格式应为 #RRGGBB',
  nameTaken: '已有同名标签',
  notFound: '标签不存在',
  playerNotFound: '会员不存在',
  alreadyTagged: '该会员已有此标签',
  notTagged: '该会员没有此标签',
  created: '标签已创建',
  saved: '标签已保存',
  deleted: '标签已删除',
  tagged: '已添加标签',
  untagged: '已移除标签',
  bulkTagged: (n: number) => `已为 ${n} 名会员添加标签`,
} as const;

/** How many players one bulk tagging may name (a search page at most). */
export const BULK_TAG_MAX = 500;

export const riskTagBody = z.strictObject({
  name: text(32).trim().min(1, TAG_MSG.nameRequired),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, TAG_MSG.colour),
  effects: z
    .array(z.enum(TAG_EFFECTS, '标签效果无效'))
    .max(TAG_EFFECTS.length)
    .transform((e) => [...new Set(e)]),
});
export type RiskTagInput = z.infer<typeof riskTagBody>;

export const playerTagBody = z.strictObject({ tag_id: rowId, note: multiline(200).default('') });
export const playerTagParams = z.strictObject({ id: rowId, tagId: rowId });
export const bulkTagBody = z.strictObject({
  user_ids: z
    .array(rowId)
    .min(1, '请选择会员')
    .max(BULK_TAG_MAX, `一次最多为 ${BULK_TAG_MAX} 名会员添加标签`),
  note: multiline(200).default(''),
});
/** The players of a console list, as comma-separated ids (`?ids=3,5,8`). */
export const playerTagsQuery = z.strictObject({
  ids: z
    .string()
    .max(4000)
    .regex(/^\d{1,10}(,\d{1,10})*$/, '会员编号格式不正确')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id > 0 && id <= INT4_MAX), '会员编号格式不正确')
    .refine((ids) => ids.length <= BULK_TAG_MAX, `一次最多查询 ${BULK_TAG_MAX} 名会员`),
});

export const tagChip = z.object({ id: z.number(), name: z.string(), colour: z.string() });
export type TagChip = z.infer<typeof tagChip>;

export const riskTag = tagChip.extend({
  effects: z.array(z.enum(TAG_EFFECTS)),
  players: z.number(),
  updated_at: z.string(),
});
export type RiskTag = z.infer<typeof riskTag>;

/** A tag on one player, who put it there and why. */
export const playerTag = tagChip.extend({
  effects: z.array(z.enum(TAG_EFFECTS)),
  note: z.string(),
  tagged_by: z.string(),
  created_at: z.string(),
});
export type PlayerTag = z.infer<typeof playerTag>;

/** Each asked player's tags (players without a tag are left out). */
export const playersTags = z.array(z.object({ user_id: z.number(), tags: z.array(tagChip) }));
export type PlayersTags = z.infer<typeof playersTags>;

export const bulkTagResult = z.object({ tagged: z.number() });
