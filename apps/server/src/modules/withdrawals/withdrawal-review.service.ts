import type { Kysely, Transaction } from 'kysely';
import {
  CODE,
  PAYOUT_REF_MSG,
  WITHDRAW_MSG,
  beijingDay,
  checkPayoutReference,
  formatFen,
  isUnderAge,
  payoutReferenceLabel,
  payoutReferenceRequired,
} from '@app/shared';
import { RISK_REVIEW_MSG } from '@app/shared/admin-contract';
import type { DB } from '../../db/schema.js';
import { inTransaction, isUniqueViolationOf } from '../../db/database.js';
import { HOUSE, createHouseAccounts, heldIn, ledgerAccounts } from '../../ledger/accounts.js';
import { postJournal } from '../../ledger/ledger.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import type { RiskService } from '../risk/risk.service.js';
import { inbox } from '../messages/inbox.js';
import { players } from '../user/user.public.js';
import { withdrawalsRepository } from './withdrawals.repository.js';

export const WITHDRAW_STATE = { pending: 1, approved: 2, rejected: 3 } as const;
/** The journal that holds a request's amount until it is paid or refused (released from that shard). */
export const withdrawalHoldKey = (orderNo: string) => `withdraw:${orderNo}`;

export interface Reviewer {
  operatorId: number;
  ip: string;
}

/** What the withdrawals module asks of risk control's check (modules/risk/review/checks.service.ts). */
export type RiskChecks = RiskService['review']['checks'];

/** A decision another module takes part in: its audit action, and its own write in the same transaction. */
export interface SettleOptions {
  action?: string;
  /** Runs after the request changed state; false undoes everything (the other side was decided). */
  within?: (trx: Transaction<DB>) => Promise<boolean>;
}

/** Thrown inside a settling transaction to undo it when `within` refuses. */
class Undone extends Error {}

/** What the player is told of the review: paid (with the payout reference) or refused (with why). */
function notice(
  w: { order_no: string; type: number },
  amount: number,
  decision: { approve: true } | { approve: false; reason: string },
  reference: string,
) {
  const order = `您的取款申请 ${formatFen(amount)} 元（订单号 ${w.order_no}）`;
  if (!decision.approve) {
    const content = `${order}未通过审核，原因：${decision.reason}。款项已退回您的账户余额。`;
    return { kind: 'withdrawal', title: '取款审核未通过', content };
  }
  const proof = reference ? `${payoutReferenceLabel(Number(w.type))}：${reference}。` : '';
  return { kind: 'withdrawal', title: '取款审核通过', content: `${order}已审核通过，请留意到账。${proof}` };
}

/** The operators' review of withdrawal requests. */
export function createWithdrawalReview(deps: {
  db: Kysely<DB>;
  clock: Clock;
  audit: AuditService;
  riskChecks: RiskChecks;
}) {
  const { db, clock, audit, riskChecks } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  /**
   * No payout to an account whose birthday says under 18; refusing (a refund) stays open. The
   * refused attempt is audited, as every refused review is.
   */
  async function refuseUnderAgePayout(
    w: { id: number; user_id: number; order_no: string },
    reviewer: Reviewer,
  ) {
    const flags = await players.flags(db, w.user_id);
    if (!isUnderAge(flags?.birthday, beijingDay(clock.now()))) return;
    await audit.record({
      operatorId: reviewer.operatorId,
      action: 'withdrawal.approve',
      target: { type: 'withdrawal', id: w.id },
      detail: { order_no: w.order_no, refused: WITHDRAW_MSG.underAgeNoPayout },
      ip: reviewer.ip,
      outcome: 'denied',
    });
    throw new AppError(WITHDRAW_MSG.underAgeNoPayout);
  }

  /**
   * Approve pays out (pending → paid out) and records the payout reference (a wallet's transaction
   * hash, required and used once; a bank reference, optional); reject refunds (pending → main
   * wallet). Each once: the state change, the journal and the audit entry commit together, and a
   * second review of the same request (even at the same moment) is refused and recorded as a refused
   * attempt, as is a hash already recorded for another withdrawal.
   */
  async function review(
    id: number,
    reviewer: Reviewer,
    decision: { approve: true; reference?: string } | { approve: false; reason: string },
    options: SettleOptions = {},
  ): Promise<void> {
    if (!decision.approve && !decision.reason) throw new AppError('请填写拒绝原因');
    const action = options.action ?? (decision.approve ? 'withdrawal.approve' : 'withdrawal.reject');
    const found = await withdrawalsRepository.byId(db, id);
    if (!found) throw new AppError(WITHDRAW_MSG.notFound, CODE.notFound);
    const refuse = async (refused: string, detail: Record<string, unknown> = {}) => {
      const w = (await withdrawalsRepository.byId(db, id)) ?? found;
      await audit.record({
        operatorId: reviewer.operatorId,
        action,
        target: { type: 'withdrawal', id },
        detail: { order_no: w.order_no, state: w.state, refused, ...detail },
        ip: reviewer.ip,
        outcome: 'denied',
      });
      throw new AppError(refused, CODE.conflict);
    };
    if (Number(found.state) !== WITHDRAW_STATE.pending) return refuse(WITHDRAW_MSG.alreadyReviewed);
    if (decision.approve) await refuseUnderAgePayout({ ...found, id: Number(found.id) }, reviewer);
    let reference = '';
    if (decision.approve) {
      // A request's type and target never change, so they are read once, outside the transaction.
      const checked = checkPayoutReference(
        { type: Number(found.type), chain: found.bank_owner },
        decision.reference ?? '',
      );
      if (!checked.ok) throw new AppError(checked.message);
      reference = checked.reference;
    }
    // A hash stands for one transfer: it may pay one withdrawal only.
    const hashOnce = reference !== '' && payoutReferenceRequired(Number(found.type));
    const outcome = await settle(id, reviewer, decision, reference, hashOnce, options).catch(
      (err: unknown) => {
        if (err instanceof Undone) return 'undone' as const;
        // Two approvals with one hash at one moment: the unique index lets one through.
        // Only that index: another clash (a ledger key, say) is not the hash's and is not hidden as one.
        if (hashOnce && isUniqueViolationOf(err, 'withdrawals_payout_hash', 'withdrawals.payout_reference'))
          return 'hash-used' as const;
        throw err;
      },
    );
    if (outcome === 'hash-used') return refuse(PAYOUT_REF_MSG.hashUsed, { payout_reference: reference });
    if (outcome === 'reviewed') return refuse(WITHDRAW_MSG.alreadyReviewed);
    if (outcome === 'undone') return refuse(RISK_REVIEW_MSG.alreadyDecided);
    if (typeof outcome === 'object') return refuse(outcome.risk);
  }

  async function settle(
    id: number,
    reviewer: Reviewer,
    decision: { approve: true } | { approve: false; reason: string },
    reference: string,
    hashOnce: boolean,
    options: SettleOptions,
  ): Promise<'done' | 'reviewed' | 'hash-used' | { risk: string }> {
    const now = clock.now().getTime();
    const paidOut = await houseAccounts(HOUSE.paidOut);
    const action = options.action ?? (decision.approve ? 'withdrawal.approve' : 'withdrawal.reject');
    return inTransaction(db, async (trx) => {
      if (hashOnce && (await withdrawalsRepository.hashRecorded(trx, reference))) return 'hash-used';
      // No payout before risk control's check has cleared it (read in this transaction).
      const riskRefusal = decision.approve ? await riskChecks.payoutRefusal(trx, id) : '';
      if (riskRefusal) return { risk: riskRefusal };
      const w = await withdrawalsRepository.settle(trx, id, {
        state: decision.approve ? WITHDRAW_STATE.approved : WITHDRAW_STATE.rejected,
        reason: decision.approve ? '' : decision.reason,
        payout_reference: reference,
        reviewed_by: reviewer.operatorId,
        reviewed_at: now,
        updated_at: now,
      });
      if (!w) return 'reviewed';
      if (options.within && !(await options.within(trx))) throw new Undone();
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
        ? await ledgerReads.accountBalance(trx, wallet)
        : posted.balances.get(wallet)!;
      const balanceBefore = decision.approve ? balanceAfter : balanceAfter - amount;
      const recorded = reference ? { payout_reference: reference } : {};
      await audit.record(
        {
          operatorId: reviewer.operatorId,
          action,
          target: { type: 'withdrawal', id },
          detail: {
            order_no: w.order_no,
            user_id: w.user_id,
            amount: formatFen(amount),
            ...(decision.approve ? recorded : { reason: decision.reason }),
          },
          before: { state: WITHDRAW_STATE.pending, balance: formatFen(balanceBefore) },
          after: {
            state: decision.approve ? WITHDRAW_STATE.approved : WITHDRAW_STATE.rejected,
            balance: formatFen(balanceAfter),
            ...recorded,
          },
          ip: reviewer.ip,
        },
        trx,
      );
      await inbox.send(trx, w.user_id, notice(w, amount, decision, reference), now);
      return 'done';
    });
  }

  return { review };
}
