import { CODE, DEPOSIT_MSG, beijingDay, formatFen } from '@app/shared';
import { inTransaction } from '../../db/database.js';
import { HOUSE } from '../../ledger/accounts.js';
import { AppError } from '../../lib/app-error.js';
import { pageWithReviewContext } from '../players-admin/players-admin.public.js';
import type { DepositCredit, Reviewer } from './deposit-credit.js';
import { DEPOSIT_STATE } from './deposit-state.js';
import { depositsRepository, type AdminDepositFilter } from './deposits.repository.js';
import type { DepositsDeps } from './deposit-deps.js';

const ONLINE_NOT_REVIEWED = '在线支付订单由支付通道回调入账，不能人工审核';

/**
 * The back office's side: the queue of bank transfers waiting for an operator, the history of
 * handled orders, and the manual approve / refuse, each audited in the transaction that applies it.
 */
export function createDepositReview(
  deps: Pick<DepositsDeps, 'db' | 'clock' | 'audit'>,
  credit: DepositCredit,
) {
  const { db, clock, audit } = deps;

  /** A review that cannot apply (already handled, wrong kind): recorded as a refused attempt. */
  async function refused(
    reviewer: Reviewer,
    action: string,
    d: { id: number; deposit_no: string; state: number },
    message: string,
    code: number = CODE.badRequest,
  ) {
    await audit.record({
      operatorId: reviewer.operatorId,
      action,
      target: { type: 'deposit', id: d.id },
      detail: { deposit_no: d.deposit_no, state: d.state, refused: message },
      ip: reviewer.ip,
      outcome: 'denied',
    });
    return new AppError(message, code);
  }

  return {
    /** Orders waiting for review (state 1), or the history of handled ones (states 2 and 3). */
    async listForAdmin(filter: AdminDepositFilter, page: number, perPage: number) {
      const { username, ...rest } = filter;
      const { rows, total } = await pageWithReviewContext(db, username, (userId) =>
        depositsRepository.reviewQueue(db, { ...rest, userId }, page, perPage),
      );
      // The site clock's day, for the rows' under-18 flag (the payout refusal reads the same clock).
      return { rows, total, today: beijingDay(clock.now()) };
    },

    /**
     * An operator confirms a bank transfer arrived: credits once; a second attempt is refused and
     * recorded.
     */
    async approve(depositId: number, reviewer: Reviewer): Promise<void> {
      const d = await depositsRepository.byId(db, depositId);
      if (!d) throw new AppError(DEPOSIT_MSG.notFound, CODE.notFound);
      if (d.paytype !== 'bank') throw await refused(reviewer, 'deposit.approve', d, ONLINE_NOT_REVIEWED);
      if (!(await credit({ id: d.id }, [DEPOSIT_STATE.pending], HOUSE.bank, { review: reviewer })))
        throw await refused(reviewer, 'deposit.approve', d, '该订单已处理', CODE.conflict);
    },

    async reject(depositId: number, reviewer: Reviewer, reason: string): Promise<void> {
      if (!reason) throw new AppError('请填写拒绝原因');
      const d = await depositsRepository.byId(db, depositId);
      if (!d) throw new AppError(DEPOSIT_MSG.notFound, CODE.notFound);
      if (d.paytype !== 'bank') throw await refused(reviewer, 'deposit.reject', d, ONLINE_NOT_REVIEWED);
      const now = clock.now().getTime();
      const done = await inTransaction(db, async (trx) => {
        const changed = await depositsRepository.transition(trx, { id: d.id }, [DEPOSIT_STATE.pending], {
          state: DEPOSIT_STATE.rejected,
          reason,
          reviewed_by: reviewer.operatorId,
          reviewed_at: now,
          updated_at: now,
        });
        if (!changed) return false;
        await audit.record(
          {
            operatorId: reviewer.operatorId,
            action: 'deposit.reject',
            target: { type: 'deposit', id: d.id },
            detail: {
              deposit_no: d.deposit_no,
              user_id: d.user_id,
              amount: formatFen(Number(d.amount_fen)),
              reason,
            },
            before: { state: DEPOSIT_STATE.pending },
            after: { state: DEPOSIT_STATE.rejected },
            ip: reviewer.ip,
          },
          trx,
        );
        return true;
      });
      if (!done) throw await refused(reviewer, 'deposit.reject', d, '该订单已处理', CODE.conflict);
    },
  };
}
