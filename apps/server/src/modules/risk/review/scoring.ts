import type { Kysely } from 'kysely';
import type { RiskReason } from '@app/shared/admin-contract';
import { WITHDRAWAL_RULES } from '@app/shared/admin-contract';
import type { DB } from '../../../db/schema.js';
import { withdrawals } from '../../withdrawals/withdrawals.public.js';
import { reviewRepository } from './review.repository.js';
import { RULE_CHECKS, lastDepositOnce, type CheckSubject, type RuleContext } from './rule-checks.js';
import { activeRules, type ActiveRule } from './rules.service.js';

/** Checks scored per job run; the next run (seconds later) takes the rest. */
const BATCH = 50;

/** The enabled rules' findings on one withdrawal, and its score (the hits' points, at most 100). */
export async function evaluate(
  q: RuleContext['q'],
  subject: CheckSubject,
  rules: ActiveRule[],
): Promise<{ reasons: RiskReason[]; score: number }> {
  const ctx: RuleContext = { q, subject, lastDeposit: lastDepositOnce(q, subject.userId) };
  const reasons: RiskReason[] = [];
  let score = 0;
  for (const rule of rules) {
    if (!rule.enabled) continue;
    const check = RULE_CHECKS[rule.code] as (
      c: RuleContext,
      p: Record<string, number>,
    ) => Promise<string | null>;
    const detail = await check(ctx, rule.params);
    if (detail === null) continue;
    const info = WITHDRAWAL_RULES[rule.code];
    reasons.push({ code: rule.code, label: info.label, detail });
    score += info.points;
  }
  return { reasons, score: Math.min(100, score) };
}

/**
 * Scores the withdrawals waiting for their check, oldest first: no hit → 'clear' (finance's queue),
 * a hit → 'review' (the 风控审核 queue). Reads outside any transaction; each result is one conditional
 * update, so a check scored twice at once is stored once. Answers how many it scored.
 */
export async function scorePending(db: Kysely<DB>, now: () => number): Promise<number> {
  const pending = await reviewRepository.pending(db, BATCH);
  if (pending.length === 0) return 0;
  const rules = await activeRules(db);
  const requests = new Map(
    (
      await withdrawals.forRisk(
        db,
        pending.map((p) => Number(p.withdrawal_id)),
      )
    ).map((w) => [Number(w.id), w]),
  );
  let scored = 0;
  for (const check of pending) {
    const id = Number(check.withdrawal_id);
    const w = requests.get(id);
    const subject: CheckSubject = {
      withdrawalId: id,
      userId: Number(check.user_id),
      amountFen: Number(check.amount_fen),
      at: Number(check.created_at),
      cardId: w ? Number(w.card_id) : 0,
      type: w ? Number(w.type) : 0,
      bankNo: w?.bank_no ?? '',
    };
    // Finance already refused it (a refund is always open): nothing is left for 风控 to decide.
    const handled = w !== undefined && Number(w.state) !== 1;
    const { reasons, score } = handled ? { reasons: [], score: 0 } : await evaluate(db, subject, rules);
    const state = reasons.length > 0 ? 'review' : 'clear';
    const set = { state, score, reasons: JSON.stringify(reasons), at: now() } as const;
    if (await reviewRepository.scored(db, id, set)) scored++;
  }
  return scored;
}
