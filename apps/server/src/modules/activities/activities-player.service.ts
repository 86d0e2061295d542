import type { Kysely } from 'kysely';
import {
  ACTIVITY_MSG,
  CODE,
  formatFen,
  parseYuanToFen,
  type Activity,
  type ActivityApplyAmount,
  type ActivityApplyLog,
  type ActivityType,
  type Paged,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { players } from '../user/user.public.js';
import { inTransaction, isUniqueViolation } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import { pageOf } from '../../lib/paging.js';
import type { RiskClient } from '../risk/client.js';
import type { RiskGate, RiskOffers } from '../risk/risk.service.js';
import { activitiesRepository as repo } from './activities.repository.js';
import { checkApplicationRule, ruleDecidedAmount } from './activity-rules.js';
import { toActivity } from './activity-views.js';

const PER_PAGE = 20;

/** The player's side of promotions: browse the shown activities, apply to one, see the applications. */
export function createPlayerActivities(deps: {
  db: Kysely<DB>;
  clock: Clock;
  protection?: { assertPlayable(userId: number): Promise<void> };
  gate: RiskGate;
  /** Who counts as one person, and who is excluded from activities (risk control decides). */
  risk?: Pick<RiskOffers, 'excluded' | 'person'>;
}) {
  const { db, clock } = deps;
  const personOf = (userId: number) => deps.risk?.person(userId) ?? Promise.resolve([userId]);
  return {
    types(): Promise<ActivityType[]> {
      return repo.types(db);
    },

    /** Shown activities (state 1), newest first by sort, optionally of one category. */
    async list(typeId: number | undefined, page: number): Promise<Paged<Activity>> {
      const { rows, total } = await repo.page(db, { typeId, shownOnly: true }, page, PER_PAGE);
      return pageOf(rows.map(toActivity), total, page, PER_PAGE);
    },

    async detail(id: number): Promise<Activity> {
      const a = await repo.find(db, id, true);
      if (!a) throw new AppError(ACTIVITY_MSG.notFound, CODE.notFound);
      return toActivity(a);
    },

    /** What the activity's rule decides the player applies with, to fill the apply dialog. */
    async applyAmount(userId: number, activityId: number): Promise<ActivityApplyAmount> {
      const a = await repo.applicable(db, activityId);
      if (!a) throw new AppError(ACTIVITY_MSG.notFound);
      const person = await personOf(userId);
      const fen = await ruleDecidedAmount(db, a, { activityId: a.id, userId, person, now: clock.now() });
      return { amount: fen === null ? null : String(fen / 100) };
    },

    /** One pending application per activity and player, for a whole-yuan amount. */
    async apply(
      userId: number,
      input: { activityid: number; amount?: string | number },
      client: RiskClient,
    ): Promise<void> {
      const a = await repo.applicable(db, input.activityid);
      if (!a) throw new AppError(ACTIVITY_MSG.notFound);
      if (a.can_apply !== 1) throw new AppError(ACTIVITY_MSG.noApply);
      await deps.protection?.assertPlayable(userId);
      if (await deps.risk?.excluded(userId, 'activities')) throw new AppError(ACTIVITY_MSG.notEligible);
      if (input.amount === undefined || String(input.amount).trim() === '')
        throw new AppError(ACTIVITY_MSG.amountRequired);
      if (!/^\d{1,9}$/.test(String(input.amount).trim())) throw new AppError(ACTIVITY_MSG.amountInvalid);
      const fen = parseYuanToFen(String(input.amount).trim())!;
      if (fen <= 0) throw new AppError(ACTIVITY_MSG.amountInvalid);
      const at = clock.now();
      const person = await personOf(userId);
      const now = at.getTime();
      try {
        // The rule is checked under the row lock of every account of the person (in id order, so two
        // never wait on each other): two of them applying at once cannot both pass a once-only rule.
        await inTransaction(db, async (trx) => {
          for (const id of [...person].sort((x, y) => x - y)) await players.lockRow(trx, id);
          await checkApplicationRule(trx, a, { activityId: a.id, userId, person, fen, now: at });
          await repo.insertApplication(trx, { activity_id: a.id, user_id: userId, amount_fen: fen, now });
          await deps.gate.admit(trx, { event: 'apply', userId, client });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(ACTIVITY_MSG.pending);
        throw err;
      }
    },

    async applyLog(userId: number): Promise<Paged<ActivityApplyLog>> {
      const rows = await repo.applicationsOf(db, userId);
      const data = rows.map((r) => ({
        activity_name: r.title,
        created_at: formatBeijing(new Date(Number(r.created_at))),
        state: r.state,
        amount: formatFen(Number(r.amount_fen)),
        bonus: formatFen(Number(r.bonus_fen)),
      }));
      return pageOf(data, data.length, 1, 100);
    },
  };
}
