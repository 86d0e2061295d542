import { expect } from 'vitest';
import { formatFen } from '@app/shared';
import { inTransaction } from '../src/db/database.js';
import { HOUSE, ledgerAccounts } from '../src/ledger/accounts.js';
import { postJournal } from '../src/ledger/ledger.js';
import type { Reason } from '../src/ledger/reasons.js';
import { beijingDay } from '../src/lib/clock.js';
import { call, playRound, postAs, riskCleared, type TestApp } from './helpers.js';

/**
 * What the reports tests share: money moved through the real deposit, withdrawal, transfer, game
 * and bet-record paths (bonuses posted as their modules post them), and every dashboard figure
 * worked out independently from the raw rows (bets, ledger journals, users).
 */

/** Two Beijing days either side of a midnight, the scenario's days. */
export const DAY_A = '2026-11-22';
export const DAY_B = '2026-11-23';

export type Player = { token: string; userId: number; cardId: number };

/** The money moves of a scenario; `operator` gives the operator token signed in for the clock's now. */
export function reportMoves(t: TestApp, operator: () => string) {
  const post = postAs(t);
  let journals = 0;

  return {
    async deposit(p: Player, yuan: number) {
      const res = await post(p, '/api/recharge', { paytype: 'alipay', amount: yuan });
      expect(res.code).toBe(200);
      const info = await post(p, '/api/payinfo', { deposit_no: res.message });
      await t.sandbox.settle(info.data.pay_url.split('/').pop(), 'paid');
    },

    async withdrawPaid(p: Player, yuan: number) {
      const body = { amount: yuan, bank: p.cardId, password: '123456' };
      expect((await post(p, '/api/withdraw', body)).code).toBe(200);
      const w = await t.database.db
        .selectFrom('withdrawals')
        .select('id')
        .where('user_id', '=', p.userId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      // Risk control lets it through first (modules/risk/review).
      await riskCleared(t);
      const approve = `/admin/api/withdrawals/${w.id}/approve`;
      expect((await call(t.app, 'POST', approve, {}, { token: operator() })).code).toBe(200);
    },

    async play(p: Player, platform: string, game: string, bet: number, rounds: number) {
      const launched = await post(p, '/api/getGameUrl', { plat_name: platform, game_code: game });
      expect(launched.code).toBe(200);
      for (let i = 0; i < rounds; i++) {
        expect((await playRound(t.app, launched.data.url, bet, 'spin')).code).toBe(200);
      }
    },

    /** A bonus or adjustment journal, posted the way its module posts it. */
    async journal(userId: number, reason: string, refType: string, fen: number) {
      const now = t.clock.now().getTime();
      await inTransaction(t.database.db, async (trx) => {
        const wallet = await ledgerAccounts.main(trx, userId, now);
        const house = await ledgerAccounts.house(
          trx,
          reason.startsWith('adjustment') ? HOUSE.adjustment : HOUSE.bonus,
          now,
        );
        const credit = reason !== 'adjustment_debit';
        await postJournal(
          trx,
          {
            key: `report-test:${++journals}`,
            reason: reason as Reason,
            amount: fen,
            userId,
            refType,
            refId: String(now),
            legs: [
              { accountId: wallet, amount: credit ? fen : -fen },
              { accountId: house, amount: credit ? -fen : fen },
            ],
          },
          now,
        );
      });
    },
  };
}

/** Every figure worked out from the raw rows, for the Beijing days in `days`. */
export async function expectedFigures(t: TestApp, days: string[]) {
  const db = t.database.db;
  const bets = (
    await db
      .selectFrom('bets')
      .select(['user_id', 'platform', 'bet_fen', 'valid_bet_fen', 'win_loss_fen', 'bet_time'])
      .where('status', '=', 1)
      .execute()
  ).filter((b) => days.includes(beijingDay(Number(b.bet_time))));
  const allJournals = await db
    .selectFrom('ledger_journals')
    .select(['reason', 'ref_type', 'amount', 'user_id', 'created_at'])
    .execute();
  const journals = allJournals.filter((j) => days.includes(beijingDay(Number(j.created_at))));
  const users = (await db.selectFrom('users').select('created_at').execute()).filter((u) =>
    days.includes(beijingDay(Number(u.created_at))),
  );
  const firstDeposit = new Map<number, number>();
  for (const j of allJournals.filter((x) => x.reason === 'deposit'))
    firstDeposit.set(j.user_id!, Math.min(firstDeposit.get(j.user_id!) ?? Infinity, Number(j.created_at)));
  const sum = (rows: Array<{ amount: number }>) => rows.reduce((s, r) => s + Number(r.amount), 0);
  const of = (...reasons: string[]) => journals.filter((j) => reasons.includes(j.reason));
  const betSum = (k: 'bet_fen' | 'valid_bet_fen' | 'win_loss_fen') =>
    bets.reduce((s, b) => s + Number(b[k]), 0);
  const distinct = (ids: Array<number | null>) => new Set(ids).size;
  const bonus = {
    activity: sum(of('bonus').filter((j) => j.ref_type !== 'vip')),
    vip: sum(of('bonus').filter((j) => j.ref_type === 'vip')),
    rebate: sum(of('rebate')),
    red_packet: sum(of('red_packet')),
    manual_credit: sum(of('adjustment_credit')),
  };
  const bonusTotal = Object.values(bonus).reduce((a, b) => a + b, 0);
  const ggr = -betSum('win_loss_fen');
  return {
    deposit: formatFen(sum(of('deposit'))),
    deposit_count: of('deposit').length,
    depositors: distinct(of('deposit').map((j) => j.user_id)),
    withdrawal: formatFen(sum(of('withdrawal_paid'))),
    withdrawal_count: of('withdrawal_paid').length,
    withdrawers: distinct(of('withdrawal_paid').map((j) => j.user_id)),
    net_deposit: formatFen(sum(of('deposit')) - sum(of('withdrawal_paid'))),
    bet_count: bets.length,
    bet: formatFen(betSum('bet_fen')),
    valid_bet: formatFen(betSum('valid_bet_fen')),
    payout: formatFen(betSum('bet_fen') + betSum('win_loss_fen')),
    ggr: formatFen(ggr),
    bonus: formatFen(bonusTotal),
    bonus_detail: Object.fromEntries(Object.entries(bonus).map(([k, v]) => [k, formatFen(v)])),
    manual_debit: formatFen(sum(of('adjustment_debit'))),
    net_revenue: formatFen(ggr - bonusTotal),
    new_players: users.length,
    first_depositors: [...firstDeposit.values()].filter((at) => days.includes(beijingDay(at))).length,
    active_players: distinct(bets.map((b) => b.user_id)),
    platforms: Object.fromEntries(
      [...new Set(bets.map((b) => b.platform))].map((code) => {
        const mine = bets.filter((b) => b.platform === code);
        const s = (k: 'bet_fen' | 'valid_bet_fen' | 'win_loss_fen') =>
          mine.reduce((acc, b) => acc + Number(b[k]), 0);
        return [
          code,
          {
            bet_count: mine.length,
            bet: formatFen(s('bet_fen')),
            valid_bet: formatFen(s('valid_bet_fen')),
            payout: formatFen(s('bet_fen') + s('win_loss_fen')),
            ggr: formatFen(-s('win_loss_fen')),
          },
        ];
      }),
    ),
  };
}

/** The day figures of an expectation, without its per-platform part. */
export const figuresOf = (e: Awaited<ReturnType<typeof expectedFigures>>) => {
  const { platforms: _platforms, ...figures } = e;
  return figures;
};
