import { z } from 'zod';
import { text } from '../input.js';
import { adminPaging, listPageOf } from './paging.js';

/**
 * 风险预警 and 风险评分: the betting-pattern and wallet alerts queue (risk.review) and each player's
 * risk score (risk.read). Only the risk and super roles see either; a player never does.
 */
export const RISK_ALERT_KINDS = ['opposite_sides', 'low_odds', 'rebate_farming', 'win_over_cap'] as const;
export type RiskAlertKind = (typeof RISK_ALERT_KINDS)[number];
export const RISK_ALERT_LABEL: Record<RiskAlertKind, string> = {
  opposite_sides: '对打（同局反向投注）',
  low_odds: '低赔率刷流水',
  rebate_farming: '刷返水',
  win_over_cap: '派彩超出上限',
};

export const RISK_ALERT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type RiskAlertState = (typeof RISK_ALERT_STATES)[number];
export const RISK_ALERT_STATE_LABEL: Record<RiskAlertState, string> = {
  open: '待处理',
  dismissed: '已忽略',
  actioned: '已处理',
};

export const riskAlertsQuery = z.strictObject({
  ...adminPaging,
  state: z.enum(RISK_ALERT_STATES, { message: '状态不正确' }).optional(),
  kind: z.enum(RISK_ALERT_KINDS, { message: '预警类型不正确' }).optional(),
});

/** Dismissing may say why; acting on an alert must say what was done. */
export const riskAlertDismissBody = z.strictObject({ note: text(200).trim().default('') });
export const riskAlertActionBody = z.strictObject({
  note: text(200).trim().min(1, '请填写处理说明'),
});

export const riskAlertRow = z.object({
  id: z.number(),
  kind: z.enum(RISK_ALERT_KINDS),
  kind_label: z.string(),
  state: z.enum(RISK_ALERT_STATES),
  state_label: z.string(),
  users: z.array(z.object({ id: z.number(), username: z.string() })),
  /** The rounds, bets, amounts (fen) and figures that make the case; its shape is the kind's. */
  evidence: z.record(z.string(), z.unknown()),
  note: z.string(),
  handled_by: z.string().nullable(),
  handled_at: z.string().nullable(),
  created_at: z.string(),
});
export type RiskAlertRow = z.infer<typeof riskAlertRow>;
export const riskAlertPage = listPageOf(riskAlertRow);

/** Players by id, comma-separated (a page of a list): at most 200. */
export const riskScoresQuery = z.strictObject({
  user_ids: text(2000)
    .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, '会员ID列表格式不正确')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

export const riskScoreReason = z.object({ code: z.string(), label: z.string(), points: z.number() });
export const riskScore = z.object({
  user_id: z.number(),
  /** 0–100; a player never scored yet answers 0 with no reasons. */
  score: z.number(),
  reasons: z.array(riskScoreReason),
  updated_at: z.string().nullable(),
});
export type RiskScore = z.infer<typeof riskScore>;
export const riskScoreList = z.array(riskScore);

/** The score's colour band: under 30 low, under 60 medium, else high. */
export function riskBand(score: number): 'low' | 'medium' | 'high' {
  return score >= 60 ? 'high' : score >= 30 ? 'medium' : 'low';
}
