import type { Kysely } from 'kysely';
import { ACTIVITY_MSG, formatFen, type ActivityRule } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { beijingMidnight } from '../../lib/clock.js';
import { depositsRepository } from '../deposits/deposits.repository.js';
import { activitiesRepository as repo } from './activities.repository.js';

interface Application {
  activityId: number;
  userId: number;
  fen: number;
  now: Date;
}

/** The first deposit, applied for once: the amount is that deposit's, and at least `minFen`. */
async function firstDeposit(db: Kysely<DB>, a: Application, minFen: number): Promise<void> {
  const [first] = await depositsRepository.creditedAmounts(db, a.userId);
  if (first === undefined) throw new AppError(ACTIVITY_MSG.noFirstDeposit);
  if (await repo.hasApplied(db, a.activityId, a.userId)) throw new AppError(ACTIVITY_MSG.onceOnly);
  if (first < minFen) throw new AppError(ACTIVITY_MSG.firstDepositTooSmall(formatFen(minFen)));
  if (a.fen !== first) throw new AppError(ACTIVITY_MSG.firstDepositMismatch(formatFen(first)));
}

/** A deposit of this Beijing day of at least `minFen`, applied for once a day. */
async function depositToday(db: Kysely<DB>, a: Application, minFen: number): Promise<void> {
  const midnight = beijingMidnight(a.now);
  const deposits = await depositsRepository.creditedAmounts(db, a.userId, midnight);
  const today = deposits.filter((fen) => fen >= minFen);
  if (today.length === 0) throw new AppError(ACTIVITY_MSG.noDepositToday(formatFen(minFen)));
  const appliedToday = await repo.hasApplied(db, a.activityId, a.userId, midnight);
  if (appliedToday) throw new AppError(ACTIVITY_MSG.oncePerDay);
  if (!today.includes(a.fen)) throw new AppError(ACTIVITY_MSG.todayMismatch);
}

const CHECKS: Record<ActivityRule, (db: Kysely<DB>, a: Application, minFen: number) => Promise<void>> = {
  first_deposit: firstDeposit,
  deposit_today: depositToday,
};

/**
 * Refuses an application its activity's rule does not allow, with the rule's message. An activity
 * without a rule is left to the operators' review.
 */
export async function checkApplicationRule(
  db: Kysely<DB>,
  activity: { apply_rule: string; rule_min_fen: number | string },
  application: Application,
): Promise<void> {
  const check = CHECKS[activity.apply_rule as ActivityRule] as (typeof CHECKS)[ActivityRule] | undefined;
  await check?.(db, application, Number(activity.rule_min_fen));
}
