import type { Kysely, Transaction } from 'kysely';
import { DAY_MS } from '@app/shared';
import { RISK_ALERT_LABEL, type RiskAlertKind } from '@app/shared/admin-contract';
import type { DB } from '../../../db/schema.js';
import { samePerson } from '../links/links.service.js';
import { scoresRepository as repo } from './scores.repository.js';

export interface ScoreReason {
  code: string;
  label: string;
  points: number;
}

/** Each kind of fact adds points per occurrence, up to its ceiling; the score is their sum, at most 100. */
const WEIGHTS = {
  links: { each: 10, most: 30 },
  tags: { each: 15, most: 30 },
  blocks: { each: 20, most: 20 },
  alerts: { each: 15, most: 30 },
  review: { each: 10, most: 20 },
};
const pointsOf = (kind: keyof typeof WEIGHTS, n: number) =>
  Math.min(WEIGHTS[kind].most, WEIGHTS[kind].each * n);

/** A tag counts when it does something (refuses, excludes, sends to review); 白名单-style labels do not. */
const hasEffects = (effects: string) => {
  try {
    const parsed: unknown = JSON.parse(effects);
    return Array.isArray(parsed) && parsed.length > 0;
  } catch {
    return false;
  }
};

/**
 * A player's risk score (0–100) and its reasons, from what risk control knows of them: linked
 * accounts, tags with effects, blocked addresses or devices they used, alerts not dismissed and
 * withdrawals held in or refused by risk review.
 */
export async function scorePlayer(
  q: Kysely<DB> | Transaction<DB>,
  userId: number,
  now: number,
): Promise<{ score: number; reasons: ScoreReason[] }> {
  const reasons: ScoreReason[] = [];
  const add = (code: keyof typeof WEIGHTS, n: number, label: string) => {
    if (n > 0) reasons.push({ code, label, points: pointsOf(code, n) });
  };
  const links = (await samePerson(q, userId, now)).length;
  add('links', links, `关联账户 ${links} 个`);
  const tags = (await repo.tagsOf(q, userId)).filter((t) => hasEffects(t.effects));
  add('tags', tags.length, `风控标签：${tags.map((t) => t.name).join('、')}`);
  const blocks = await repo.blocksHit(q, userId, now - 30 * DAY_MS, now);
  add('blocks', blocks, `使用过黑名单中的IP或设备（${blocks} 条）`);
  const alerts = await repo.alertsOf(q, userId);
  const kinds = [...new Set(alerts.map((a) => RISK_ALERT_LABEL[a.kind as RiskAlertKind] ?? a.kind))];
  add('alerts', alerts.length, `风险预警 ${alerts.length} 条：${kinds.join('、')}`);
  const review = await repo.checksInReview(q, userId);
  add('review', review, `提款进入风控审核 ${review} 笔`);
  return {
    score: Math.min(
      100,
      reasons.reduce((s, r) => s + r.points, 0),
    ),
    reasons,
  };
}
