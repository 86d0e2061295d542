import type { Kysely, Transaction } from 'kysely';
import { CODE, formatFen } from '@app/shared';
import {
  RISK_REVIEW_MSG,
  type RiskCheckState,
  type RiskReason,
  type RiskWithdrawalRow,
} from '@app/shared/admin-contract';
import type { DB } from '../../../db/schema.js';
import { inTransaction } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { formatBeijing } from '../../../lib/clock.js';
import { players } from '../../user/user.public.js';
import { withdrawals } from '../../withdrawals/withdrawals.public.js';
import type { RiskDeps } from '../risk.service.js';
import { reviewRepository } from './review.repository.js';
import type { Actor } from './rules.service.js';
import { scorePending } from './scoring.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface CheckView {
  state: RiskCheckState;
  score: number;
  reasons: RiskReason[];
  autoApproved: boolean;
}

function reasonsOf(json: string): RiskReason[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as RiskReason[]) : [];
  } catch {
    return [];
  }
}

const time = (ms: number | string | null) => (ms ? formatBeijing(new Date(Number(ms))) : '');

/** Each withdrawal's risk check: written with the request, scored by the job, decided by 风控. */
export function createChecksService(deps: RiskDeps) {
  const { db, clock, audit } = deps;

  /** The checks of these withdrawals by id (a request made before the check has none). */
  async function states(q: Q, ids: readonly number[]): Promise<Map<number, CheckView>> {
    const rows = await reviewRepository.byIds(q, ids);
    return new Map(
      rows.map((r) => [
        Number(r.withdrawal_id),
        {
          state: r.state,
          score: Number(r.score),
          reasons: reasonsOf(r.reasons),
          autoApproved: Number(r.auto_approved) === 1,
        },
      ]),
    );
  }

  return {
    /** In the request's transaction: one insert, no reads (the money path stays as fast). */
    enqueue(trx: Q, row: { withdrawalId: number; userId: number; amountFen: number; at: number }) {
      return reviewRepository.insertCheck(trx, row);
    },

    states,

    /**
     * Why finance may not pay this request yet ('' when it may): its check is still being scored,
     * waits for 风控, or 风控 refused it. Read in finance's own transaction.
     */
    async payoutRefusal(q: Q, id: number): Promise<string> {
      const check = (await states(q, [id])).get(id);
      if (!check) return '';
      if (check.state === 'pending') return RISK_REVIEW_MSG.pending;
      if (check.state === 'review') return RISK_REVIEW_MSG.inReview;
      if (check.state === 'refused') return RISK_REVIEW_MSG.refused;
      return '';
    },

    /** The scoring job's run. */
    scorePending: () => scorePending(db, () => clock.now().getTime()),

    /** The 风控审核 queue: checks in one state, with their withdrawals and players. */
    async queue(state: 'review' | 'passed' | 'refused', page: number, perPage: number) {
      const [rows, total] = await Promise.all([
        reviewRepository.page(db, state, page, perPage),
        reviewRepository.count(db, state),
      ]);
      const ids = rows.map((r) => Number(r.withdrawal_id));
      const [requests, names] = await Promise.all([
        withdrawals.forRisk(db, ids),
        players.namesByIds(
          db,
          rows.map((r) => Number(r.user_id)),
        ),
      ]);
      const byId = new Map(requests.map((w) => [Number(w.id), w]));
      const data = rows.map((r): RiskWithdrawalRow => {
        const w = byId.get(Number(r.withdrawal_id));
        return {
          id: Number(r.withdrawal_id),
          order_no: w?.order_no ?? '',
          user_id: Number(r.user_id),
          username: names.get(Number(r.user_id)) ?? '',
          type: Number(w?.type ?? 0),
          bank: w?.bank ?? '',
          bank_no: w?.bank_no ?? '',
          amount: formatFen(Number(r.amount_fen)),
          created_at: time(r.created_at),
          withdrawal_state: Number(w?.state ?? 0),
          state: r.state,
          score: Number(r.score),
          reasons: reasonsOf(r.reasons),
          reviewed_at: time(r.reviewed_at),
          note: r.note,
        };
      });
      return { total, data };
    },

    /** 风控 lets a request in review through to finance: once, audited with the change. */
    async pass(id: number, actor: Actor, note: string): Promise<void> {
      const at = clock.now().getTime();
      const done = await inTransaction(db, async (trx) => {
        if (!(await reviewRepository.decide(trx, id, { state: 'passed', by: actor.operatorId, at, note })))
          return false;
        const entry = { operatorId: actor.operatorId, action: 'risk.withdrawal.pass', ip: actor.ip };
        const target = { type: 'withdrawal', id };
        await audit.record(
          { ...entry, target, before: { risk_state: 'review' }, after: { risk_state: 'passed', note } },
          trx,
        );
        return true;
      });
      if (!done) await refuseDecision(id, actor, 'risk.withdrawal.pass');
    },

    /**
     * 风控 refuses a request in review, inside the withdrawals module's reject transaction (which
     * returns the money): whether this call made the change. False rolls the refund back.
     */
    markRefused(trx: Q, id: number, actor: Actor, note: string): Promise<boolean> {
      const at = clock.now().getTime();
      return reviewRepository.decide(trx, id, { state: 'refused', by: actor.operatorId, at, note });
    },

    /** A refused decision, audited as refused, answered with why. */
    refuseDecision: (id: number, actor: Actor, action: string) => refuseDecision(id, actor, action),

    /** Clear requests the job may approve for payment now (the operator's switch and amount). */
    async autoApprovable(limit: number): Promise<number[]> {
      const s = await deps.settings.current();
      if (!s.withdraw_auto_approve) return [];
      const rows = await reviewRepository.autoApprovable(db, s.withdraw_auto_approve_max_fen, limit);
      return rows.map((r) => Number(r.withdrawal_id));
    },

    /** In the approval's transaction: approved automatically (1), or left to finance (2). */
    markAuto: (trx: Q, id: number, value: 1 | 2) => reviewRepository.markAuto(trx, id, value),
  };

  async function refuseDecision(id: number, actor: Actor, action: string): Promise<never> {
    const check = (await states(db, [id])).get(id);
    const refused = check ? RISK_REVIEW_MSG.alreadyDecided : RISK_REVIEW_MSG.notFound;
    await audit.record({
      operatorId: actor.operatorId,
      action,
      target: { type: 'withdrawal', id },
      detail: { risk_state: check?.state ?? 'none', refused },
      ip: actor.ip,
      outcome: 'denied',
    });
    throw new AppError(refused, check ? CODE.conflict : CODE.notFound);
  }
}
