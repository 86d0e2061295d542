import type { Kysely } from 'kysely';
import { CODE, WITHDRAW_MSG, beijingDay, formatFen, isUnderAge } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts, heldIn, ledgerAccounts } from '../../ledger/accounts.js';
import { postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import { inbox } from '../messages/inbox.js';
import { withdrawalsRepository } from './withdrawals.repository.js';

export const WITHDRAW_STATE = { pending: 1, approved: 2, rejected: 3 } as const;
/** The journal that holds a request's amount until it is paid or refused (released from that shard). */
export const withdrawalHoldKey = (orderNo: string) => `withdraw:${orderNo}`;

export interface Reviewer {
  operatorId: number;
  ip: string;
}

/** The operators' review of withdrawal requests. */
export function createWithdrawalReview(deps: { db: Kysely<DB>; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  /** No payout to an account whose birthday says under 18; refusing (a refund) stays open. */
  async function refuseUnderAgePayout(id: number): Promise<void> {
    const w = await withdrawalsRepository.byId(db, id);
    const flags = w && (await withdrawalsRepository.playerFlags(db, w.user_id));
    if (isUnderAge(flags?.birthday, beijingDay(clock.now())))
      throw new AppError(WITHDRAW_MSG.underAgeNoPayout);
  }

  /**
   * Approve pays out (pending → paid out); reject refunds (pending → main wallet). Each once: the
   * state change, the journal and the audit entry commit together, and a second review of the
   * same request (even at the same moment) is refused and recorded as a refused attempt.
   */
  async function review(
    id: number,
    reviewer: Reviewer,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<void> {
    if (!decision.approve && !decision.reason) throw new AppError('请填写拒绝原因');
    if (decision.approve) await refuseUnderAgePayout(id);
    const now = clock.now().getTime();
    const paidOut = await houseAccounts(HOUSE.paidOut);
    const action = decision.approve ? 'withdrawal.approve' : 'withdrawal.reject';
    const done = await inTransaction(db, async (trx) => {
      const w = await withdrawalsRepository.settle(trx, id, {
        state: decision.approve ? WITHDRAW_STATE.approved : WITHDRAW_STATE.rejected,
        reason: decision.approve ? '' : decision.reason,
        reviewed_by: reviewer.operatorId,
        reviewed_at: now,
        updated_at: now,
      });
      if (!w) return false;
      const amount = Number(w.amount_fen);
      const wallet = await ledgerAccounts.main(trx, w.user_id, now);
      const pending = await heldIn(trx, withdrawalHoldKey(w.order_no), HOUSE.pendingWithdrawal);
      const to = decision.approve ? paidOut : wallet;
      const posted = await postJournal(
        trx,
        {
          key: `${decision.approve ? 'withdraw-paid' : 'withdraw-refund'}:${w.order_no}`,
          reason: decision.approve ? REASON.withdrawalPaid : REASON.withdrawalRefund,
          amount,
          userId: w.user_id,
          refType: 'withdrawal',
          refId: w.order_no,
          legs: [
            { accountId: pending, amount: -amount },
            { accountId: to, amount },
          ],
        },
        now,
      );
      const balanceAfter = decision.approve
        ? Number((await withdrawalsRepository.accountBalance(trx, wallet)).balance)
        : posted.balances.get(wallet)!;
      const balanceBefore = decision.approve ? balanceAfter : balanceAfter - amount;
      await audit.record(
        {
          operatorId: reviewer.operatorId,
          action,
          target: { type: 'withdrawal', id },
          detail: {
            order_no: w.order_no,
            user_id: w.user_id,
            amount: formatFen(amount),
            ...(decision.approve ? {} : { reason: decision.reason }),
          },
          before: { state: WITHDRAW_STATE.pending, balance: formatFen(balanceBefore) },
          after: {
            state: decision.approve ? WITHDRAW_STATE.approved : WITHDRAW_STATE.rejected,
            balance: formatFen(balanceAfter),
          },
          ip: reviewer.ip,
        },
        trx,
      );
      const content = decision.approve
        ? `您的取款申请 ${formatFen(amount)} 元（订单号 ${w.order_no}）已审核通过，请留意到账。`
        : `您的取款申请 ${formatFen(amount)} 元（订单号 ${w.order_no}）未通过审核，原因：${decision.reason}。款项已退回您的账户余额。`;
      await inbox.send(
        trx,
        w.user_id,
        { kind: 'withdrawal', title: decision.approve ? '取款审核通过' : '取款审核未通过', content },
        now,
      );
      return true;
    });
    if (!done) {
      const exists = await withdrawalsRepository.byId(db, id);
      if (!exists) throw new AppError(WITHDRAW_MSG.notFound, CODE.notFound);
      await audit.record({
        operatorId: reviewer.operatorId,
        action,
        target: { type: 'withdrawal', id },
        detail: { order_no: exists.order_no, state: exists.state, refused: WITHDRAW_MSG.alreadyReviewed },
        ip: reviewer.ip,
        outcome: 'denied',
      });
      throw new AppError(WITHDRAW_MSG.alreadyReviewed, CODE.conflict);
    }
  }

  return { review };
}
