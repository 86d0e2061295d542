import type { Kysely, Transaction } from 'kysely';
import { AGENT_ADMIN_MSG, CODE, formatFen, type StatementState } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { createHouseAccounts, HOUSE, ledgerAccounts } from '../../ledger/accounts.js';
import { postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { inbox } from '../messages/messages.public.js';
import type { SettingsService } from '../site/settings.service.js';
import { requirementFor, turnover } from '../turnover/turnover.js';
import { statementsRepository as repo, type MoveGuard } from './statements.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * Finance's work on statements: adjust with a reason, hold or release, approve; a statement paying
 * more than the threshold needs a second operator to confirm. Paying is one transaction: the state
 * moves once (a conditional update), the commission goes from the house's commission account to the
 * agent's main wallet under its own reason and the statement's key, with its turnover requirement
 * and an inbox message. A second approval, a retry or another node finds the state moved and pays nothing.
 */
export function createStatementsService(db: Kysely<DB>, clock: Clock, settings: SettingsService) {
  const houseAccounts = createHouseAccounts(db, clock);

  async function threshold(): Promise<number> {
    return (await settings.values()).agent_commission_approval_threshold;
  }

  async function find(q: Q, id: number) {
    const s = await repo.find(q, id);
    if (!s) throw new AppError('账单不存在', CODE.notFound);
    return s;
  }

  /**
   * Pays what the statement says at the moment its state moves (read by the move itself: an
   * adjustment committed after any earlier read is paid as it stands, on either database); with
   * a guard, only while it still holds.
   */
  async function pay(id: number, operatorId: number, from: StatementState[], guard: MoveGuard = {}) {
    const now = clock.now().getTime();
    const house = await houseAccounts(HOUSE.agentCommission);
    const multiple = (await settings.values()).agent_commission_turnover_multiple;
    await inTransaction(db, async (trx) => {
      const moved = await repo.move(
        trx,
        id,
        from,
        {
          state: 'paid',
          confirmed_by: operatorId,
          paid_at: now,
          updated_at: now,
          ...(from.includes('pending') ? { approved_by: operatorId, approved_at: now } : {}),
        },
        guard,
      );
      if (!moved) throw new AppError(AGENT_ADMIN_MSG.statementState, CODE.conflict);
      const amount = Number(moved.payable_fen);
      if (amount <= 0) return;
      const agentId = Number(moved.agent_id);
      const wallet = await ledgerAccounts.main(trx, agentId, now);
      await postJournal(
        trx,
        {
          key: `agent-commission:${id}`,
          reason: REASON.agentCommission,
          amount,
          userId: agentId,
          refType: 'agent_statement',
          refId: String(id),
          legs: [
            { accountId: wallet, amount },
            { accountId: house, amount: -amount },
          ],
        },
        now,
      );
      await turnover.add(trx, agentId, requirementFor(amount, multiple), now, {
        kind: 'commission',
        label: `佣金账单 #${id}`,
      });
      await inbox.send(
        trx,
        agentId,
        {
          kind: 'agent',
          title: '代理佣金已发放',
          content: `您的佣金账单 #${id} 已审核通过，佣金 ${formatFen(amount)} 元已发放到您的中心钱包。`,
        },
        now,
      );
    });
  }

  return {
    /** Approves: pays at once up to the threshold; above it, waits for a second operator. */
    async approve(id: number, operatorId: number): Promise<'paid' | 'second'> {
      const s = await find(db, id);
      const limit = await threshold();
      if (Number(s.payable_fen) <= limit) {
        // Within the threshold when paid, not only when read: an adjustment that lifted it past
        // the threshold meanwhile is refused as a change, and the operator looks again.
        await pay(id, operatorId, ['pending'], { payableAtMost: limit });
        return 'paid';
      }
      const now = clock.now().getTime();
      const moved = await repo.move(db, id, ['pending'], {
        state: 'second',
        approved_by: operatorId,
        approved_at: now,
        updated_at: now,
      });
      if (!moved) throw new AppError(AGENT_ADMIN_MSG.statementState, CODE.conflict);
      return 'second';
    },

    /** The second operator's confirmation of a large statement (never the one who approved it). */
    async confirm(id: number, operatorId: number): Promise<void> {
      const s = await find(db, id);
      if (s.state === 'second' && Number(s.approved_by) === operatorId)
        throw new AppError(AGENT_ADMIN_MSG.secondOperator, CODE.forbidden);
      // Checked again as it pays: held, released and approved again by this operator meanwhile,
      // it would otherwise be confirmed by its own approver.
      await pay(id, operatorId, ['second'], { approvedByOtherThan: operatorId });
    },

    async hold(id: number, reason: string): Promise<void> {
      const now = clock.now().getTime();
      await find(db, id);
      const moved = await repo.move(db, id, ['pending', 'second'], {
        state: 'held',
        hold_reason: reason,
        approved_by: null,
        approved_at: null,
        updated_at: now,
      });
      if (!moved) throw new AppError(AGENT_ADMIN_MSG.statementState, CODE.conflict);
    },

    async release(id: number): Promise<void> {
      await find(db, id);
      const moved = await repo.move(db, id, ['held'], {
        state: 'pending',
        updated_at: clock.now().getTime(),
      });
      if (!moved) throw new AppError(AGENT_ADMIN_MSG.statementState, CODE.conflict);
    },

    /** Sets the adjustment (signed fen) and its reason: the computed amount plus it is paid, at least 0. */
    async adjust(id: number, adjustFen: number, reason: string): Promise<void> {
      if (!reason.trim()) throw new AppError(AGENT_ADMIN_MSG.adjustReason);
      const s = await find(db, id);
      const payable = Math.max(0, Number(s.computed_fen) + adjustFen);
      const moved = await repo.move(db, id, ['pending', 'held'], {
        adjust_fen: adjustFen,
        adjust_reason: reason.trim(),
        payable_fen: payable,
        updated_at: clock.now().getTime(),
      });
      if (!moved) throw new AppError(AGENT_ADMIN_MSG.statementState, CODE.conflict);
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
