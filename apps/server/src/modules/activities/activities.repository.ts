import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { pageInPlayersOrder } from '../../db/page-in-players-order.js';
import type { DB } from '../../db/schema.js';
import { pageRows } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Application states: waiting for an operator, approved (bonus credited) or rejected. */
export const APPLY_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

/** An activity's editable fields, as the console saves them. */
export type ActivityValues = Omit<Updateable<DB['activities']>, 'id' | 'created_at'>;

export const activitiesRepository = {
  types(q: Q) {
    return q
      .selectFrom('activity_types')
      .select(['id', 'name'])
      .orderBy('sort', 'desc')
      .orderBy('id')
      .execute();
  },

  /**
   * One page of activities, highest sort first, optionally of one category, and how many there
   * are: only the shown ones (state 1) for players, every one for operators.
   */
  async page(q: Q, filter: { typeId?: number; shownOnly: boolean }, page: number, perPage: number) {
    let base = q.selectFrom('activities');
    if (filter.shownOnly) base = base.where('state', '=', 1);
    if (filter.typeId) base = base.where('type_id', '=', filter.typeId);
    return pageInPlayersOrder(base, (rows) => rows.selectAll(), { page, perPage });
  },

  /** One activity; with `shownOnly`, only when players may see it. */
  find(q: Q, id: number, shownOnly: boolean) {
    let query = q.selectFrom('activities').selectAll().where('id', '=', id);
    if (shownOnly) query = query.where('state', '=', 1);
    return query.executeTakeFirst();
  },

  /** A shown activity's id and whether players may apply to it. */
  applicable(q: Q, id: number) {
    return q
      .selectFrom('activities')
      .select(['id', 'can_apply', 'apply_rule', 'rule_min_fen'])
      .where('id', '=', id)
      .where('state', '=', 1)
      .executeTakeFirst();
  },

  /** A partial unique index refuses a second pending application of one player to one activity. */
  insertApplication(q: Q, row: { activity_id: number; user_id: number; amount_fen: number; now: number }) {
    const { now, ...values } = row;
    return q
      .insertInto('activity_applications')
      .values({ ...values, created_at: now, updated_at: now })
      .execute();
  },

  /**
   * Whether any of these accounts (one person's, risk control says) applied since `since` and was
   * not refused (a refusal may be applied again).
   */
  async hasApplied(q: Q, activityId: number, userIds: readonly number[], since = 0): Promise<boolean> {
    const row = await q
      .selectFrom('activity_applications')
      .select('id')
      .where('activity_id', '=', activityId)
      .where('user_id', 'in', [...userIds])
      .where('state', 'in', [1, 2])
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The player's last 100 applications, newest first. */
  applicationsOf(q: Q, userId: number) {
    return q
      .selectFrom('activity_applications as ap')
      .innerJoin('activities as a', 'a.id', 'ap.activity_id')
      .select(['a.title', 'ap.created_at', 'ap.state', 'ap.amount_fen', 'ap.bonus_fen'])
      .where('ap.user_id', '=', userId)
      .orderBy('ap.created_at', 'desc')
      .orderBy('ap.id', 'desc')
      .limit(100)
      .execute();
  },

  /** Returns whether the activity existed. */
  async update(q: Q, id: number, values: ActivityValues): Promise<boolean> {
    const res = await q.updateTable('activities').set(values).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async insert(q: Q, row: Insertable<DB['activities']>): Promise<number> {
    const inserted = await q.insertInto('activities').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  },

  /** Pending applications, oldest first, with what the suggested bonus needs (not the player's name). */
  pendingApplications(q: Q, page: number, perPage: number) {
    const rows = q
      .selectFrom('activity_applications as ap')
      .innerJoin('activities as a', 'a.id', 'ap.activity_id')
      .select([
        'ap.id',
        'ap.user_id',
        'a.title',
        'ap.amount_fen',
        'a.bonus_rate',
        'a.bonus_max_fen',
        'ap.created_at',
      ])
      .where('ap.state', '=', APPLY_STATE.pending)
      .orderBy('ap.id');
    return pageRows(rows, page, perPage);
  },

  /** An application with its activity's bonus rules, for its review. */
  applicationForReview(q: Q, id: number) {
    return q
      .selectFrom('activity_applications as ap')
      .innerJoin('activities as a', 'a.id', 'ap.activity_id')
      .select([
        'ap.id',
        'ap.user_id',
        'ap.amount_fen',
        'a.title',
        'a.bonus_rate',
        'a.bonus_max_fen',
        'a.turnover_multiple',
        'a.turnover_basis',
      ])
      .where('ap.id', '=', id)
      .executeTakeFirst();
  },

  /** Moves a pending application to its decision; false when it was no longer pending. */
  async decide(
    q: Q,
    id: number,
    decision: { state: number; bonus_fen: number; reason: string; reviewed_by: number; now: number },
  ): Promise<boolean> {
    const { now, ...values } = decision;
    const moved = await q
      .updateTable('activity_applications')
      .set({ ...values, reviewed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', APPLY_STATE.pending)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  },
};
