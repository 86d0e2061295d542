import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CODE,
  MIN_WITHDRAW_FEN,
  MSG,
  WITHDRAW_MSG,
  formatFen,
  parseYuanToFen,
  usdtPayout,
  type Paged,
  type TransactionRecord,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { lockUserRow } from '../../db/locks.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { LedgerError, postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import {
  beijingMidnight,
  beijingMinuteOfDay,
  formatBeijing,
  sinceForDateCode,
  type Clock,
} from '../../lib/clock.js';
import { createCountCache, pageOf } from '../../lib/paging.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PayPasswordGuard } from '../auth/pay-password.guard.js';
import { inbox } from '../messages/inbox.js';
import type { SettingsService } from '../site/settings.service.js';
import { turnover } from '../turnover/turnover.js';
import { withdrawalsRepository, type AdminWithdrawalFilter } from './withdrawals.repository.js';

export const WITHDRAW_STATE = { pending: 1, approved: 2, rejected: 3 } as const;
const TYPE_OF_CARD: Record<number, number> = { 1: 0, 2: 1, 4: 2 };
const WAY_LABEL: Record<number, string> = { 0: '银行卡', 1: 'USDT', 2: 'AnToken' };

/** "HH:mm-HH:mm" in Beijing time contains `now`; "00:00-24:00" is all day. */
function withinHours(hours: string, now: Date): boolean {
  const m = /^(\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(hours);
  if (!m) return true;
  const minute = beijingMinuteOfDay(now);
  const from = Number(m[1]) * 60 + Number(m[2]);
  const to = Number(m[3]) * 60 + Number(m[4]);
  return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** A blacklisted player keeps the money but cannot take it out (back office, players screen). */
export const BLACKLISTED_WITHDRAW = '您的账户已被列入黑名单，暂不能取款，请联系客服';

export interface Reviewer {
  operatorId: number;
  ip: string;
}

export interface WithdrawInput {
  amount: number | string;
  bank?: number;
  password?: string;
}

export function createWithdrawalsService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  payPassword: PayPasswordGuard;
  audit: AuditService;
}) {
  const { db, clock, settings, payPassword, audit } = deps;
  const houseAccounts = createHouseAccounts(db, clock);
  const countOnce = createCountCache();

  return {
    /** Still required turnover, in fen. */
    betAmount(userId: number): Promise<number> {
      return turnover.remaining(db, userId);
    },

    /**
     * Checked in this order: account not blacklisted or disabled, payment password, target, amount limits, daily count and hours,
     * turnover, balance. The amount then moves from the main wallet to pending withdrawals.
     */
    async request(userId: number, input: WithdrawInput): Promise<void> {
      // A session can outlive a blacklisting by a few seconds on another node; the request cannot.
      const flags = await withdrawalsRepository.playerFlags(db, userId);
      if (flags && Number(flags.isblack) === 1) throw new AppError(BLACKLISTED_WITHDRAW);
      if (flags && Number(flags.status) === 0) throw new AppError(MSG.disabled);
      if (!input.password) throw new AppError(WITHDRAW_MSG.passwordRequired);
      await payPassword.verify(userId, input.password);

      if (!input.bank) throw new AppError(WITHDRAW_MSG.chooseCard);
      const card = await withdrawalsRepository.boundCard(db, userId, input.bank);
      if (!card) throw new AppError(WITHDRAW_MSG.targetNotFound);

      const s = await settings.all();
      const fen = parseYuanToFen(input.amount);
      if (fen === null) throw new AppError(WITHDRAW_MSG.invalidAmount);
      if (fen < Math.max(MIN_WITHDRAW_FEN, parseYuanToFen(s.withdraw_min) ?? 0))
        throw new AppError(WITHDRAW_MSG.belowMin);
      const maxFen = parseYuanToFen(s.withdraw_max) ?? Number.MAX_SAFE_INTEGER;
      if (fen > maxFen) throw new AppError(WITHDRAW_MSG.aboveMax(maxFen));

      const type = TYPE_OF_CARD[card.type] ?? 0;
      let payout = { rate: '', fee: 0, received: 0 };
      if (type !== 0) {
        const p = usdtPayout(fen, s.usdt_rate, card.bank_owner, {
          erc20: s.withdraw_fee_erc20,
          other: s.withdraw_fee_trc20,
        });
        if (p.received <= 0) throw new AppError(WITHDRAW_MSG.feeTooHigh);
        payout = { rate: s.usdt_rate, fee: p.fee, received: p.received };
      }

      const now = clock.now();
      if (!withinHours(s.withdraw_hours, now))
        throw new AppError(WITHDRAW_MSG.outsideHours(s.withdraw_hours));
      const dailyMax = Number(s.withdraw_daily_count) || 0;
      const pending = await houseAccounts(HOUSE.pendingWithdrawal);
      const orderNo = `W${formatBeijing(now).replace(/\D/g, '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
      const at = now.getTime();

      await inTransaction(db, async (trx) => {
        // Count, check and debit under the player's row lock: parallel requests queue here.
        await lockUserRow(trx, userId);
        if (
          dailyMax > 0 &&
          (await withdrawalsRepository.countSince(trx, userId, beijingMidnight(now))) >= dailyMax
        ) {
          throw new AppError(WITHDRAW_MSG.dailyCount(dailyMax));
        }
        const required = await turnover.remaining(trx, userId);
        if (required > 0) throw new AppError(WITHDRAW_MSG.turnoverNotMet(required));
        const wallet = await ledgerAccounts.main(trx, userId, at);
        try {
          await postJournal(
            trx,
            {
              key: `withdraw:${orderNo}`,
              reason: REASON.withdrawalHold,
              amount: fen,
              userId,
              refType: 'withdrawal',
              refId: orderNo,
              legs: [
                { accountId: wallet, amount: -fen },
                { accountId: pending, amount: fen },
              ],
            },
            at,
          );
        } catch (err) {
          if (err instanceof LedgerError && err.code === 'insufficient_funds')
            throw new AppError(WITHDRAW_MSG.insufficient);
          throw err;
        }
        await withdrawalsRepository.insert(trx, {
          order_no: orderNo,
          user_id: userId,
          type,
          card_id: card.id,
          bank: card.bank,
          bank_no: card.bank_no,
          bank_owner: card.bank_owner,
          bank_address: card.bank_address,
          amount_fen: fen,
          usdt_rate: payout.rate,
          fee_cents: payout.fee,
          receive_cents: payout.received,
          created_at: at,
          updated_at: at,
        });
      });
    },

    async records(
      userId: number,
      dateCode: number | undefined,
      page: number,
    ): Promise<Paged<TransactionRecord>> {
      const perPage = 10;
      const filter = { userId, since: sinceForDateCode(dateCode, clock.now()) };
      const [rows, total] = await Promise.all([
        withdrawalsRepository.listForPlayer(db, filter, page, perPage),
        countOnce(`withdrawals:${userId}:${filter.since ?? 0}`, () =>
          withdrawalsRepository.count(db, filter),
        ),
      ]);
      const data = rows.map((w) => ({
        created_at: formatBeijing(new Date(Number(w.created_at))),
        out_trade_no: w.order_no,
        pay_way: WAY_LABEL[w.type] ?? '',
        amount: formatFen(Number(w.amount_fen)),
        state: w.state,
      }));
      return pageOf(data, total, page, perPage);
    },

    /** Requests waiting for review (state 1), or the history of handled ones (states 2 and 3). */
    async listForAdmin(filter: AdminWithdrawalFilter, page: number, perPage: number) {
      const [rows, total] = await Promise.all([
        withdrawalsRepository.listForAdmin(db, filter, page, perPage),
        withdrawalsRepository.countForAdmin(db, filter),
      ]);
      return { rows, total };
    },

    /**
     * Approve pays out (pending → paid out); reject refunds (pending → main wallet). Each once: the
     * state change, the journal and the audit entry commit together, and a second review of the
     * same request (even at the same moment) is refused and recorded as a refused attempt.
     */
    async review(
      id: number,
      reviewer: Reviewer,
      decision: { approve: true } | { approve: false; reason: string },
    ): Promise<void> {
      if (!decision.approve && !decision.reason) throw new AppError('请填写拒绝原因');
      const now = clock.now().getTime();
      const pending = await houseAccounts(HOUSE.pendingWithdrawal);
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
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
