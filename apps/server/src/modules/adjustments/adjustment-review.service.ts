import type { Kysely } from 'kysely';
import { CODE, formatFen } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts } from '../../ledger/accounts.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import { postAdjustment } from './adjustment-posting.js';
import { ADJUST_MSG, type Actor } from './adjustment-rules.js';
import { adjustmentsRepository } from './adjustments.repository.js';

export interface AdjustmentDeps {
  db: Kysely<DB>;
  clock: Clock;
  audit: AuditService;
}

/** Records an operator's refused attempt on an adjustment. */
export const recordRefusal = (
  audit: AuditService,
  actor: Actor,
  action: string,
  id: string | number,
  detail: Record<string, unknown>,
) =>
  audit.record({
    operatorId: actor.operatorId,
    action,
    target: { type: 'adjustment', id },
    detail,
    ip: actor.ip,
    outcome: 'denied',
  });

/**
 * The second operator's review of an adjustment above the approval threshold: approve posts it,
 * reject closes it. The requester may do neither, and each pending adjustment is reviewed once.
 */
export function createAdjustmentReview(deps: AdjustmentDeps) {
  const { db, clock, audit } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  /** The pending adjustment `id`, after the checks every review makes; refusals are recorded. */
  async function pendingForReview(id: number, actor: Actor, action: string) {
    const adj = await adjustmentsRepository.byId(db, id);
    if (!adj) throw new AppError(ADJUST_MSG.notFound, CODE.notFound);
    const refuse = async (message: string, code: number = CODE.badRequest) => {
      await recordRefusal(audit, actor, action, id, { adjust_no: adj.adjust_no, refused: message });
      return new AppError(message, code);
    };
    if (adj.state !== 'pending') throw await refuse(ADJUST_MSG.alreadyDone, CODE.conflict);
    if (Number(adj.requested_by) === actor.operatorId)
      throw await refuse(ADJUST_MSG.selfReview, CODE.forbidden);
    return { adj, refuse };
  }

  return {
    async approve(id: number, actor: Actor): Promise<{ balance_after: string }> {
      const { adj, refuse } = await pendingForReview(id, actor, 'adjustment.approve');
      const house = await houseAccounts(HOUSE.adjustment);
      const now = clock.now().getTime();
      let outcome: { before: number; after: number } | null;
      try {
        outcome = await inTransaction(db, async (trx) => {
          const settled = await adjustmentsRepository.settle(trx, id, {
            state: 'posted',
            reviewed_by: actor.operatorId,
            reviewed_at: now,
            updated_at: now,
          });
          if (!settled) return null;
          const moved = await postAdjustment(trx, settled, house, now);
          await audit.record(
            {
              operatorId: actor.operatorId,
              action: 'adjustment.approve',
              target: { type: 'adjustment', id },
              detail: {
                adjust_no: adj.adjust_no,
                user_id: adj.user_id,
                amount: formatFen(Number(adj.amount_fen)),
                requested_by: adj.requested_by,
              },
              before: { state: 'pending', balance: formatFen(moved.before) },
              after: { state: 'posted', balance: formatFen(moved.after) },
              ip: actor.ip,
            },
            trx,
          );
          return moved;
        });
      } catch (err) {
        if (err instanceof AppError) throw await refuse(err.message, err.code);
        throw err;
      }
      if (!outcome) throw await refuse(ADJUST_MSG.alreadyDone, CODE.conflict);
      return { balance_after: formatFen(outcome.after) };
    },

    async reject(id: number, actor: Actor, note: string): Promise<void> {
      if (!note) throw new AppError(ADJUST_MSG.rejectReason);
      const { adj, refuse } = await pendingForReview(id, actor, 'adjustment.reject');
      const now = clock.now().getTime();
      const done = await inTransaction(db, async (trx) => {
        const settled = await adjustmentsRepository.settle(trx, id, {
          state: 'rejected',
          reviewed_by: actor.operatorId,
          reviewed_at: now,
          review_note: note.slice(0, 255),
          updated_at: now,
        });
        if (!settled) return false;
        await audit.record(
          {
            operatorId: actor.operatorId,
            action: 'adjustment.reject',
            target: { type: 'adjustment', id },
            detail: { adjust_no: adj.adjust_no, reason: note },
            before: { state: 'pending' },
            after: { state: 'rejected' },
            ip: actor.ip,
          },
          trx,
        );
        return true;
      });
      if (!done) throw await refuse(ADJUST_MSG.alreadyDone, CODE.conflict);
    },
  };
}
