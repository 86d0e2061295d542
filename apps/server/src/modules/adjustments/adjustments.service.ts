import type { Kysely } from 'kysely';
import { formatFen } from '@app/shared';
import type { AdjustmentOptions } from '@app/shared/admin-contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts } from '../../ledger/accounts.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import { newOrderNo } from '../../lib/order-no.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../site/settings.service.js';
import { postAdjustment } from './adjustment-posting.js';
import { createAdjustmentReview, recordRefusal } from './adjustment-review.service.js';
import {
  ADJUST_MSG,
  ADJUST_REASONS,
  checkAdjustment,
  reasonLabel,
  type Actor,
  type AdjustInput,
} from './adjustment-rules.js';
import { operators } from '../operators/operators.public.js';
import { players } from '../user/user.public.js';
import { adjustmentsRepository, type AdjustmentFilter } from './adjustments.repository.js';

/**
 * Manual balance adjustments. At or under the approval threshold an adjustment posts at once;
 * above it, it waits until a second operator (never the requester) approves or rejects it.
 * Posting is one transaction: the state change, the journal (keyed by the adjustment number, so
 * it pays once), the turnover requirement and the audit entry with the balance before and after.
 * By job: the checks (adjustment-rules), the money movement (adjustment-posting) and the second
 * operator's review (adjustment-review.service).
 */
export function createAdjustmentsService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  audit: AuditService;
}) {
  const { db, clock, settings, audit } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  async function thresholdFen(): Promise<number> {
    return (await settings.values()).adjust_approval_threshold;
  }

  return {
    options: async (): Promise<AdjustmentOptions> => ({
      reasons: Object.entries(ADJUST_REASONS).map(([code, r]) => ({
        code,
        label: r.label,
        direction: r.sign > 0 ? 'credit' : r.sign < 0 ? 'debit' : 'both',
      })),
      threshold: formatFen(await thresholdFen()),
    }),

    async create(
      input: AdjustInput,
      actor: Actor,
    ): Promise<{ id: number; adjust_no: string; state: 'pending' | 'posted'; balance_after: string | null }> {
      const username = input.username.trim().toLowerCase();
      const userId = username ? await players.idByName(db, username) : undefined;
      if (userId === undefined) throw new AppError(ADJUST_MSG.userNotFound);
      const { fen, note, multiple } = checkAdjustment(input);

      const needsApproval = Math.abs(fen) > (await thresholdFen());
      const house = await houseAccounts(HOUSE.adjustment);
      const nowDate = clock.now();
      const now = nowDate.getTime();
      const adjustNo = newOrderNo('A', nowDate);
      const row = {
        adjust_no: adjustNo,
        user_id: userId,
        amount_fen: fen,
        reason_code: input.reason_code,
        note: note.slice(0, 255),
        turnover_multiple: multiple,
        requested_by: actor.operatorId,
        created_at: now,
        updated_at: now,
      };
      const detail = {
        adjust_no: adjustNo,
        user_id: row.user_id,
        amount: formatFen(fen),
        reason_code: row.reason_code,
        note: row.note,
        turnover_multiple: multiple,
      };
      try {
        return await inTransaction(db, async (trx) => {
          const { id } = await adjustmentsRepository.insert(trx, {
            ...row,
            state: needsApproval ? 'pending' : 'posted',
          });
          if (needsApproval) {
            await audit.record(
              {
                operatorId: actor.operatorId,
                action: 'adjustment.request',
                target: { type: 'adjustment', id: Number(id) },
                detail,
                after: { state: 'pending' },
                ip: actor.ip,
              },
              trx,
            );
            return { id: Number(id), adjust_no: adjustNo, state: 'pending' as const, balance_after: null };
          }
          const { before, after } = await postAdjustment(trx, { ...row, id: Number(id) }, house, now);
          await audit.record(
            {
              operatorId: actor.operatorId,
              action: 'adjustment.post',
              target: { type: 'adjustment', id: Number(id) },
              detail,
              before: { balance: formatFen(before) },
              after: { state: 'posted', balance: formatFen(after) },
              ip: actor.ip,
            },
            trx,
          );
          return {
            id: Number(id),
            adjust_no: adjustNo,
            state: 'posted' as const,
            balance_after: formatFen(after),
          };
        });
      } catch (err) {
        if (err instanceof AppError)
          await recordRefusal(audit, actor, 'adjustment.post', adjustNo, { ...detail, refused: err.message });
        throw err;
      }
    },

    review: createAdjustmentReview(deps),

    /** A page of requests, newest first; `username` names one player exactly (lower-case). */
    async list(filter: AdjustmentFilter & { username?: string }, page: number, perPage: number) {
      const { username, ...rest } = filter;
      const named = username ? await players.idByName(db, username) : undefined;
      if (username && (named === undefined || (rest.userId !== undefined && rest.userId !== named)))
        return { total: 0, data: [] };
      const byName = named === undefined ? rest : { ...rest, userId: named };
      const { total, rows } = await adjustmentsRepository.list(db, byName, page, perPage);
      const [users, names] = await Promise.all([
        players.byIds(
          db,
          rows.map((a) => Number(a.user_id)),
          ['username', 'realname'],
        ),
        operators.namesByIds(
          db,
          rows.flatMap((a) => (a.reviewed_by === null ? [a.requested_by] : [a.requested_by, a.reviewed_by])),
        ),
      ]);
      const user = new Map(users.map((u) => [Number(u.id), u]));
      return {
        total,
        data: rows.map((a) => ({
          id: Number(a.id),
          adjust_no: a.adjust_no,
          user_id: Number(a.user_id),
          username: user.get(Number(a.user_id))?.username ?? '',
          realname: user.get(Number(a.user_id))?.realname ?? '',
          amount: formatFen(Number(a.amount_fen)),
          reason_code: a.reason_code,
          reason_label: reasonLabel(a.reason_code),
          note: a.note,
          turnover_multiple: a.turnover_multiple,
          state: a.state,
          requested_by: Number(a.requested_by),
          requested_by_name: names.get(Number(a.requested_by)) ?? `#${a.requested_by}`,
          reviewed_by_name:
            a.reviewed_by === null ? null : (names.get(Number(a.reviewed_by)) ?? `#${a.reviewed_by}`),
          reviewed_at: a.reviewed_at === null ? null : formatBeijing(new Date(Number(a.reviewed_at))),
          review_note: a.review_note,
          balance_before: a.balance_before === null ? null : formatFen(Number(a.balance_before)),
          balance_after: a.balance_after === null ? null : formatFen(Number(a.balance_after)),
          created_at: formatBeijing(new Date(Number(a.created_at))),
          updated_at: formatBeijing(new Date(Number(a.updated_at))),
        })),
      };
    },
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
