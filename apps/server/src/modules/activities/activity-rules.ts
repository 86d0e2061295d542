import type { Kysely } from 'kysely';
import { ACTIVITY_MSG, formatFen, type ActivityRule } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { beijingMidnight } from '../../lib/clock.js';
import { deposits } from '../deposits/deposits.public.js';
import { activitiesRepository as repo } from './activities.repository.js';

interface Application {
  activityId: number;
  userId: number;
  /**
   * The player and every account risk control counts as the same person: a once-only (or
   * once-a-day) offer taken by any of them is taken by all.
   */
  person: readonly number[];
  fen: number;
  now: Date;
}

/** The first deposit, applied for once: the amount is that deposit's, and at least `minFen`. */
async function firstDeposit(db: Kysely<DB>, a: Application, minFen: number): Promise<void> {
  const [first] = await deposits.creditedAmounts(db, a.userId);
  if (first === undefined) throw new AppError(ACTIVITY_MSG.noFirstDeposit);
  if (await repo.hasApplied(db, a.activityId, a.person)) throw new AppError(ACTIVITY_MSG.onceOnly);
  if (first < minFen) throw new AppError(ACTIVITY_MSG.firstDepositTooSmall(formatFen(minFen)));
  if (a.fen !== first) throw new AppError(ACTIVITY_MSG.firstDepositMismatch(formatFen(first)));
}

/** A deposit of this Beijing day of at least `minFen`, applied for once a day. */
async function depositToday(db: Kysely<DB>, a: Application, minFen: number): Promise<void> {
  const midnight = beijingMidnight(a.now);
  const credited = await deposits.creditedAmounts(db, a.userId, midnight);
  const today = credited.filter((fen) => fen >= minFen);
  if (today.length === 0) throw new AppError(ACTIVITY_MSG.noDepositToday(formatFen(minFen)));
  const appliedToday = await repo.hasApplied(db, a.activityId, a.person, midnight);
  if (appliedToday) throw new AppError(ACTIVITY_MSG.oncePerDay);
  if (!today.includes(a.fen)) throw new AppError(ACTIVITY_MSG.todayMismatch);
}

const CHECKS: Record<ActivityRule, (db: Kysely<DB>, a: Application, minFen: number) => Promise<void>> = {
  first_deposit: firstDeposit,
  deposit_today: depositToday,
};

type Suggestion = Omit<Application, 'fen'>;

/** The first deposit, while it qualifies and has not been applied with. */
async function firstDepositAmount(db: Kysely<DB>, a: Suggestion, minFen: number): Promise<number | null> {
  const [first] = await deposits.creditedAmounts(db, a.userId);
  if (first === undefined || first < minFen) return null;
  return (await repo.hasApplied(db, a.activityId, a.person)) ? null : first;
}

/** Today's latest qualifying deposit, while today's application is still open. */
async function depositTodayAmount(db: Kysely<DB>, a: Suggestion, minFen: number): Promise<number | null> {
  const midnight = beijingMidnight(a.now);
  if (await repo.hasApplied(db, a.activityId, a.person, midnight)) return null;
  const today = (await deposits.creditedAmounts(db, a.userId, midnight)).filter((f) => f >= minFen);
  return today.at(-1) ?? null;
}

const AMOUNTS: Record<
  ActivityRule,
  (db: Kysely<DB>, a: Suggestion, minFen: number) => Promise<number | null>
> = {
  first_deposit: firstDepositAmount,
  deposit_today: depositTodayAmount,
};

/**
 * The amount the activity's rule would accept from this player now, in fen, so the apply dialog
 * comes filled with it; null where no rule decides it or nothing qualifies. The apply field takes
 * whole yuan (spec 000 §5), so a deposit with fen in it suggests nothing.
 */
export async function ruleDecidedAmount(
  db: Kysely<DB>,
  activity: { apply_rule: string; rule_min_fen: number | string },
  who: Suggestion,
): Promise<number | null> {
  const amount = AMOUNTS[activity.apply_rule as ActivityRule] as (typeof AMOUNTS)[ActivityRule] | undefined;
  const fen = amount ? await amount(db, who, Number(activity.rule_min_fen)) : null;
  return fen !== null && fen % 100 === 0 ? fen : null;
}

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
