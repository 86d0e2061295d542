import type { Kysely } from 'kysely';
import {
  ACTIVITY_MSG,
  CODE,
  formatFen,
  parseYuanToFen,
  type Activity,
  type ActivityApplyLog,
  type ActivityType,
  type Paged,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction, isUniqueViolation } from '../../db/database.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import { pageOf } from '../../lib/paging.js';
import { sanitizeRichHtml, stripTags } from '../../lib/sanitize.js';
import { inbox } from '../messages/inbox.js';
import { requirementFor, turnover } from '../turnover/turnover.js';

export const APPLY_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

export interface ActivityInput {
  type_id: number;
  title: string;
  banner: string;
  content: string;
  state?: number;
  can_apply?: number;
  bonus_rate?: number;
  bonus_max_fen?: number;
  turnover_multiple?: string;
  sort?: number;
}

/**
 * Promotions: categories and activities players browse (content sanitised when saved and when
 * served), applications (one pending per activity and player, enforced by a partial unique index)
 * and their review: an approval credits its bonus through the ledger once, with its turnover.
 */
export function createActivitiesService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  protection?: { assertPlayable(userId: number): Promise<void> };
}) {
  const { db, clock } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  const toActivity = (a: {
    id: number;
    type_id: number;
    title: string;
    banner: string;
    created_at: number;
    state: number;
    content: string;
    can_apply: number;
  }): Activity => ({
    id: a.id,
    type: a.type_id,
    title: a.title,
    banner: a.banner,
    created_at: formatBeijing(new Date(Number(a.created_at))),
    state: a.state,
    content: sanitizeRichHtml(a.content),
    can_apply: a.can_apply === 1 ? 1 : 0,
  });

  const toAdminActivity = (
    a: Parameters<typeof toActivity>[0] & {
      bonus_rate: number;
      bonus_max_fen: number;
      turnover_multiple: string;
      sort: number;
    },
  ) => ({
    ...toActivity(a),
    bonus_percent: (a.bonus_rate / 100).toFixed(2),
    bonus_max: formatFen(Number(a.bonus_max_fen)),
    turnover_multiple: a.turnover_multiple,
    sort: a.sort,
  });

  return {
    async types(): Promise<ActivityType[]> {
      return db
        .selectFrom('activity_types')
        .select(['id', 'name'])
        .orderBy('sort', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Shown activities (state 1), newest first by sort, optionally of one category. */
    async list(typeId: number | undefined, page: number): Promise<Paged<Activity>> {
      const perPage = 20;
      let base = db.selectFrom('activities').where('state', '=', 1);
      if (typeId) base = base.where('type_id', '=', typeId);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('sort', 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows.map(toActivity), Number(total.n), page, perPage);
    },

    async detail(id: number): Promise<Activity> {
      const a = await db
        .selectFrom('activities')
        .selectAll()
        .where('id', '=', id)
        .where('state', '=', 1)
        .executeTakeFirst();
      if (!a) throw new AppError(ACTIVITY_MSG.notFound, CODE.notFound);
      return toActivity(a);
    },

    async apply(userId: number, input: { activityid: number; amount?: string | number }): Promise<void> {
      const a = await db
        .selectFrom('activities')
        .select(['id', 'can_apply'])
        .where('id', '=', input.activityid)
        .where('state', '=', 1)
        .executeTakeFirst();
      if (!a) throw new AppError(ACTIVITY_MSG.notFound);
      if (a.can_apply !== 1) throw new AppError(ACTIVITY_MSG.noApply);
      await deps.protection?.assertPlayable(userId);
      if (input.amount === undefined || String(input.amount).trim() === '')
        throw new AppError(ACTIVITY_MSG.amountRequired);
      if (!/^\d{1,9}$/.test(String(input.amount).trim())) throw new AppError(ACTIVITY_MSG.amountInvalid);
      const fen = parseYuanToFen(String(input.amount).trim())!;
      if (fen <= 0) throw new AppError(ACTIVITY_MSG.amountInvalid);
      const now = clock.now().getTime();
      try {
        await db
          .insertInto('activity_applications')
          .values({ activity_id: a.id, user_id: userId, amount_fen: fen, created_at: now, updated_at: now })
          .execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(ACTIVITY_MSG.pending);
        throw err;
      }
    },

    async applyLog(userId: number): Promise<Paged<ActivityApplyLog>> {
      const rows = await db
        .selectFrom('activity_applications as ap')
        .innerJoin('activities as a', 'a.id', 'ap.activity_id')
        .select(['a.title', 'ap.created_at', 'ap.state', 'ap.amount_fen', 'ap.bonus_fen'])
        .where('ap.user_id', '=', userId)
        .orderBy('ap.created_at', 'desc')
        .orderBy('ap.id', 'desc')
        .limit(100)
        .execute();
      const data = rows.map((r) => ({
        activity_name: r.title,
        created_at: formatBeijing(new Date(Number(r.created_at))),
        state: r.state,
        amount: formatFen(Number(r.amount_fen)),
        bonus: formatFen(Number(r.bonus_fen)),
      }));
      return pageOf(data, data.length, 1, 100);
    },

    // ---- operators ----

    /** Every activity, hidden ones too, with the fields an editor needs to save it back unchanged. */
    async adminList(typeId: number | undefined, page: number) {
      const perPage = 20;
      let base = db.selectFrom('activities');
      if (typeId) base = base.where('type_id', '=', typeId);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('sort', 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows.map(toAdminActivity), Number(total.n), page, perPage);
    },

    async adminDetail(id: number) {
      const a = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
      if (!a) throw new AppError(ACTIVITY_MSG.notFound, CODE.notFound);
      return toAdminActivity(a);
    },

    async save(input: ActivityInput, id?: number): Promise<number> {
      const now = clock.now().getTime();
      const values = {
        type_id: input.type_id,
        title: stripTags(input.title),
        banner: input.banner,
        content: sanitizeRichHtml(input.content),
        state: input.state ?? 1,
        can_apply: input.can_apply ?? 0,
        bonus_rate: input.bonus_rate ?? 0,
        bonus_max_fen: input.bonus_max_fen ?? 0,
        turnover_multiple: input.turnover_multiple ?? '1',
        sort: input.sort ?? 0,
        updated_at: now,
      };
      if (id) {
        const res = await db.updateTable('activities').set(values).where('id', '=', id).executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw new AppError(ACTIVITY_MSG.notFound, CODE.notFound);
        return id;
      }
      const row = await db
        .insertInto('activities')
        .values({ ...values, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async pendingApplications(page: number) {
      const rows = await db
        .selectFrom('activity_applications as ap')
        .innerJoin('activities as a', 'a.id', 'ap.activity_id')
        .innerJoin('users as u', 'u.id', 'ap.user_id')
        .select([
          'ap.id',
          'ap.user_id',
          'u.username',
          'a.title',
          'ap.amount_fen',
          'a.bonus_rate',
          'a.bonus_max_fen',
          'ap.created_at',
        ])
        .where('ap.state', '=', APPLY_STATE.pending)
        .orderBy('ap.id')
        .limit(20)
        .offset((page - 1) * 20)
        .execute();
      return rows.map((r) => ({
        ...r,
        suggested_bonus_fen: Math.min(
          Math.floor((Number(r.amount_fen) * r.bonus_rate) / 10_000),
          Number(r.bonus_max_fen) || Number.MAX_SAFE_INTEGER,
        ),
      }));
    },

    /** Approves (crediting the bonus and its turnover) or rejects an application, exactly once. */
    async review(
      applicationId: number,
      operatorId: number,
      decision: { approve: true; bonusFen?: number } | { approve: false; reason: string },
    ): Promise<void> {
      const now = clock.now().getTime();
      const house = await houseAccounts(HOUSE.bonus);
      await inTransaction(db, async (trx) => {
        const ap = await trx
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
          ])
          .where('ap.id', '=', applicationId)
          .executeTakeFirst();
        if (!ap) throw new AppError('申请不存在', CODE.notFound);
        const suggested = Math.min(
          Math.floor((Number(ap.amount_fen) * ap.bonus_rate) / 10_000),
          Number(ap.bonus_max_fen) || Number.MAX_SAFE_INTEGER,
        );
        const bonus = decision.approve ? (decision.bonusFen ?? suggested) : 0;
        const moved = await trx
          .updateTable('activity_applications')
          .set({
            state: decision.approve ? APPLY_STATE.approved : APPLY_STATE.rejected,
            bonus_fen: bonus,
            reason: decision.approve ? '' : decision.reason,
            reviewed_by: operatorId,
            reviewed_at: now,
            updated_at: now,
          })
          .where('id', '=', applicationId)
          .where('state', '=', APPLY_STATE.pending)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new AppError(ACTIVITY_MSG.reviewed, CODE.conflict);
        if (decision.approve && bonus > 0) {
          const wallet = await ledgerAccounts.main(trx, ap.user_id, now);
          await postJournal(
            trx,
            {
              key: `activity-bonus:${ap.id}`,
              reason: REASON.bonus,
              amount: bonus,
              userId: ap.user_id,
              refType: 'activity',
              refId: String(ap.id),
              legs: [
                { accountId: wallet, amount: bonus },
                { accountId: house, amount: -bonus },
              ],
            },
            now,
          );
          await turnover.add(trx, ap.user_id, requirementFor(bonus, ap.turnover_multiple), now);
        }
        const content = decision.approve
          ? `您申请的活动「${ap.title}」已审核通过${bonus > 0 ? `，彩金 ${formatFen(bonus)} 元已到账` : ''}。`
          : `您申请的活动「${ap.title}」未通过审核：${decision.reason}`;
        await inbox.send(
          trx,
          ap.user_id,
          { kind: 'activity', title: decision.approve ? '活动申请已通过' : '活动申请未通过', content },
          now,
        );
      });
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
