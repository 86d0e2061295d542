import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  CARD_TYPE,
  MIN_WITHDRAW_FEN,
  MSG,
  WITHDRAW_MSG,
  beijingDay,
  chainFee,
  formatFen,
  hoursText,
  isUnderAge,
  parseYuanToFen,
  payoutReferenceLabel,
  settingText,
  usdtPayoutOf,
  withdrawalProgress,
  withinWindow,
  TURNOVER_KINDS,
  type Paged,
  type TransactionRecord,
  type withdrawBody,
  type TurnoverDetail,
  type TurnoverKind,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
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
import { newOrderNo } from '../../lib/order-no.js';
import { createCountCache, pageOf } from '../../lib/paging.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PayPasswordGuard } from '../auth/pay-password.guard.js';
import { cards } from '../cards/cards.public.js';
import { pageWithReviewContext } from '../players-admin/players-admin.public.js';
import type { RiskClient } from '../risk/client.js';
import type { RiskGate } from '../risk/risk.service.js';
import type { SettingsService } from '../site/settings.service.js';
import { turnover } from '../turnover/turnover.js';
import { players } from '../user/user.public.js';
import { createWithdrawalReview, withdrawalHoldKey, type RiskChecks } from './withdrawal-review.service.js';
import { withdrawalsRepository, type AdminWithdrawalFilter } from './withdrawals.repository.js';

const TYPE_OF_CARD: Record<number, number> = { 1: 0, 2: 1, 4: 2 };
const WAY_LABEL: Record<number, string> = { 0: '银行卡', 1: 'USDT', 2: 'AnToken' };

/** A blacklisted player keeps the money but cannot take it out (back office, players screen). */
export const BLACKLISTED_WITHDRAW = '您的账户已被列入黑名单，暂不能取款，请联系客服';

/** /api/withdraw's body as its schema reads it. */
export type WithdrawInput = z.infer<typeof withdrawBody>;

export function createWithdrawalsService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  payPassword: PayPasswordGuard;
  audit: AuditService;
  /** Risk control records (and may refuse) each request, in the request's transaction. */
  gate: RiskGate;
  /** Risk control's check of each request (written with it, scored by a job, cleared before payout). */
  riskChecks: RiskChecks;
  /** Free transfer (免转): game-wallet money comes home before the balance is checked. */
  bringHome?: (userId: number) => Promise<void>;
}) {
  const { db, clock, settings, payPassword } = deps;
  const houseAccounts = createHouseAccounts(db, clock);
  const countOnce = createCountCache();

  return {
    /** Still required turnover, in fen. */
    betAmount(userId: number): Promise<number> {
      return turnover.remaining(db, userId);
    },

    /** The requirement left, by what created it, oldest first (the oldest is cleared first). */
    async turnoverDetail(userId: number): Promise<TurnoverDetail> {
      const [left, items] = await Promise.all([
        turnover.remaining(db, userId),
        turnover.openItems(db, userId),
      ]);
      return {
        remaining: formatFen(left),
        items: items.map((i) => ({
          kind: (i.kind in TURNOVER_KINDS ? i.kind : 'earlier') as TurnoverKind,
          title: TURNOVER_KINDS[i.kind as TurnoverKind] ?? TURNOVER_KINDS.earlier,
          detail: i.label,
          required: formatFen(Number(i.required_fen)),
          remaining: formatFen(Number(i.remaining_fen)),
          created_at: formatBeijing(new Date(Number(i.created_at))),
        })),
      };
    },

    /**
     * Checked in this order: account not blacklisted, disabled or under 18, payment password, target, amount
     * limits, daily count and hours; then free-transfer money comes home; then turnover and balance.
     * The amount then moves from the main wallet to pending withdrawals.
     */
    async request(userId: number, input: WithdrawInput, client: RiskClient): Promise<void> {
      // A session can outlive a blacklisting by a few seconds on another node; the request cannot.
      const flags = await players.flags(db, userId);
      if (flags && Number(flags.isblack) === 1) throw new AppError(BLACKLISTED_WITHDRAW);
      if (flags && Number(flags.status) === 0) throw new AppError(MSG.disabled);
      if (isUnderAge(flags?.birthday, beijingDay(clock.now()))) throw new AppError(WITHDRAW_MSG.underAgeHeld);
      if (!input.password) throw new AppError(WITHDRAW_MSG.passwordRequired);
      await payPassword.verify(userId, input.password);

      if (!input.bank) throw new AppError(WITHDRAW_MSG.chooseCard);
      const card = await cards.bound(db, userId, input.bank);
      if (!card) throw new AppError(WITHDRAW_MSG.targetNotFound);

      const s = await settings.values();
      const fen = parseYuanToFen(input.amount);
      if (fen === null) throw new AppError(WITHDRAW_MSG.invalidAmount);
      if (fen < Math.max(MIN_WITHDRAW_FEN, s.withdraw_min)) throw new AppError(WITHDRAW_MSG.belowMin);
      if (fen > s.withdraw_max) throw new AppError(WITHDRAW_MSG.aboveMax(s.withdraw_max));

      const type = TYPE_OF_CARD[card.type] ?? 0;
      let payout = { rate: '', fee: 0, received: 0 };
      if (type !== 0) {
        const fees = { erc20: s.withdraw_fee_erc20, other: s.withdraw_fee_trc20 };
        const p = usdtPayoutOf(fen, s.usdt_rate, chainFee(card.bank_owner, fees));
        if (p.received <= 0) throw new AppError(WITHDRAW_MSG.feeTooHigh);
        payout = { rate: settingText('usdt_rate', s.usdt_rate), fee: p.fee, received: p.received };
      }

      const now = clock.now();
      if (!withinWindow(s.withdraw_hours, beijingMinuteOfDay(now)))
        throw new AppError(WITHDRAW_MSG.outsideHours(hoursText(s.withdraw_hours)));
      // 0 is no limit.
      const dailyMax = s.withdraw_daily_count;
      const pending = await houseAccounts(HOUSE.pendingWithdrawal);
      const orderNo = newOrderNo('W', now);
      const at = now.getTime();
      // Over HTTP to the game providers: before the transaction, once the request is known good.
      await deps.bringHome?.(userId);

      await inTransaction(db, async (trx) => {
        // Count, check and debit under the player's row lock: parallel requests queue here.
        await players.lockRow(trx, userId);
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
              key: withdrawalHoldKey(orderNo),
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
        const withdrawalId = await withdrawalsRepository.insert(trx, {
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
        const target = card.type === CARD_TYPE.bank ? { card: card.bank_no } : { address: card.bank_no };
        await deps.gate.admit(trx, { event: 'withdraw', userId, client, ...target });
        // One insert, no reads: risk control scores it in the background within seconds.
        await deps.riskChecks.enqueue(trx, { withdrawalId, userId, amountFen: fen, at });
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
      const data = rows.map((w): TransactionRecord => {
        const reference = w.payout_reference
          ? { label: payoutReferenceLabel(Number(w.type)), value: w.payout_reference }
          : undefined;
        return {
          created_at: formatBeijing(new Date(Number(w.created_at))),
          out_trade_no: w.order_no,
          pay_way: WAY_LABEL[w.type] ?? '',
          amount: formatFen(Number(w.amount_fen)),
          state: w.state,
          progress: withdrawalProgress({
            state: w.state,
            created: formatBeijing(new Date(Number(w.created_at))),
            reviewed: w.reviewed_at ? formatBeijing(new Date(Number(w.reviewed_at))) : '',
            reason: w.reason,
            reference,
          }),
          ...(reference ? { payout_reference: reference } : {}),
        };
      });
      return pageOf(data, total, page, perPage);
    },

    /** Requests waiting for review (state 1), or the history of handled ones (states 2 and 3). */
    async listForAdmin(filter: AdminWithdrawalFilter, page: number, perPage: number) {
      const { username, ...rest } = filter;
      const { rows, total } = await pageWithReviewContext(db, username, (userId) =>
        withdrawalsRepository.reviewQueue(db, { ...rest, userId }, page, perPage),
      );
      const risk = await deps.riskChecks.states(
        db,
        rows.map((w) => Number(w.id)),
      );
      // The site clock's day, for the rows' under-18 flag (the payout refusal reads the same clock).
      return { rows, total, today: beijingDay(clock.now()), risk };
    },

    // The operators' approval or refusal of a request.
    review: createWithdrawalReview(deps),
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
