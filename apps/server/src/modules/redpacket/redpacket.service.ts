import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  REDPACKET_MSG,
  REDPACKET_STATUS,
  clockText,
  formatFen,
  settingText,
  settingTexts,
  type Paged,
  type RedpacketInfo,
  type RedpacketRecord,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction, isUniqueViolation } from '../../db/database.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import { pageOf } from '../../lib/paging.js';
import { deposits } from '../deposits/deposits.public.js';
import type { RiskClient } from '../risk/client.js';
import type { RiskGate } from '../risk/risk.service.js';
import type { SettingsService } from '../site/settings.service.js';
import { players } from '../user/user.public.js';
import { requirementFor, turnover } from '../turnover/turnover.js';
import { campaignWindows } from './campaign-clock.js';
import { redpacketRepository as repo } from './redpacket.repository.js';

/**
 * The red packet campaign: credited deposits in the counting window pick a tier, the tier grants
 * the day's draws, each draw pays a random amount in the tier's range (crypto RNG) into the main
 * wallet in one journal with its turnover requirement. A draw takes the next number of the day
 * under a unique key, so concurrent draws never pay more than granted.
 */
export function createRedpacketService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  protection?: { assertPlayable(userId: number): Promise<void> };
  /** Risk control records (and may refuse) each draw, in the draw's transaction. */
  gate: RiskGate;
}) {
  const { db, clock, settings } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  async function today(userId: number) {
    const s = await settings.values();
    const now = clock.now();
    const w = campaignWindows(now, {
      drawStart: s.redpacket_draw_start,
      drawEnd: s.redpacket_draw_end,
      countStart: s.redpacket_count_start,
      countEnd: s.redpacket_count_end,
    });
    const [depositFen, taken, tiers] = await Promise.all([
      deposits.creditedBetween(db, userId, w.countFrom, w.countTo),
      repo.drawsOn(db, userId, w.day),
      repo.tiers(db),
    ]);
    const tier = [...tiers]
      .reverse()
      .find(
        (t) =>
          depositFen >= Number(t.deposit_min_fen) &&
          (Number(t.deposit_max_fen) === 0 || depositFen < Number(t.deposit_max_fen)),
      );
    const at = now.getTime();
    const status =
      at < w.drawFrom
        ? REDPACKET_STATUS.notStarted
        : at < w.drawTo
          ? REDPACKET_STATUS.running
          : REDPACKET_STATUS.ended;
    return { s, w, depositFen, taken: Number(taken.n), tier, tiers, status };
  }

  return {
    async info(userId: number): Promise<RedpacketInfo> {
      const t = await today(userId);
      const allowed = t.tier?.draws ?? 0;
      return {
        sendnums: Math.max(0, allowed - t.taken),
        acquirednum: t.taken,
        max_times: allowed,
        status: t.status,
        deposit: formatFen(t.depositFen),
        count_start: clockText(t.s.redpacket_count_start),
        count_end: clockText(t.s.redpacket_count_end),
        turnover_multiple: settingText('redpacket_turnover_multiple', t.s.redpacket_turnover_multiple),
        rules: t.tiers.map((tier) => ({
          start_time: clockText(t.s.redpacket_draw_start),
          end_time: clockText(t.s.redpacket_draw_end),
          day_flow: formatFen(Number(tier.deposit_min_fen)),
          flow_money: formatFen(Number(tier.deposit_max_fen)),
          recharge: tier.draws,
        })),
      };
    },

    /** One draw; answers the amount won in fen. */
    async draw(userId: number, client: RiskClient): Promise<number> {
      const t = await today(userId);
      if (!t.s.redpacket_switch) throw new AppError(REDPACKET_MSG.closed);
      await deps.protection?.assertPlayable(userId);
      if (t.status === REDPACKET_STATUS.notStarted) throw new AppError(REDPACKET_MSG.notStarted);
      if (t.status === REDPACKET_STATUS.ended) throw new AppError(REDPACKET_MSG.ended);
      if (!t.tier) throw new AppError(REDPACKET_MSG.notEligible);
      if (t.taken >= t.tier.draws) throw new AppError(REDPACKET_MSG.noneLeft);
      const tier = t.tier;
      const amount = randomInt(Number(tier.amount_min_fen), Number(tier.amount_max_fen) + 1);
      const house = await houseAccounts(HOUSE.bonus);
      const now = clock.now().getTime();
      try {
        await inTransaction(db, async (trx) => {
          await players.lockRow(trx, userId);
          const taken = await repo.drawsOn(trx, userId, t.w.day);
          const seq = Number(taken.n) + 1;
          if (seq > tier.draws) throw new AppError(REDPACKET_MSG.noneLeft);
          await repo.insertDraw(trx, {
            user_id: userId,
            day: t.w.day,
            seq,
            deposit_fen: t.depositFen,
            amount_fen: amount,
            created_at: now,
          });
          const wallet = await ledgerAccounts.main(trx, userId, now);
          const key = `redpacket:${userId}:${t.w.day}:${seq}`;
          await postJournal(
            trx,
            {
              key,
              reason: REASON.redPacket,
              amount,
              userId,
              refType: 'redpacket',
              refId: key,
              legs: [
                { accountId: wallet, amount },
                { accountId: house, amount: -amount },
              ],
            },
            now,
          );
          await turnover.add(trx, userId, requirementFor(amount, t.s.redpacket_turnover_multiple), now, {
            kind: 'redpacket',
            label: `每日红包 第${seq}个`,
          });
          await deps.gate.admit(trx, { event: 'redpacket', userId, client });
        });
      } catch (err) {
        // A concurrent draw took the same number first (PostgreSQL): that one counts, this one does not.
        if (isUniqueViolation(err)) throw new AppError(REDPACKET_MSG.noneLeft);
        throw err;
      }
      return amount;
    },

    /** The campaign as operators configure it. */
    async config() {
      const s = await settings.values();
      const tiers = await repo.tiers(db);
      const texts = settingTexts(s, [
        'redpacket_switch',
        'redpacket_draw_start',
        'redpacket_draw_end',
        'redpacket_count_start',
        'redpacket_count_end',
        'redpacket_turnover_multiple',
      ]);
      return {
        switch: texts.redpacket_switch,
        draw_start: texts.redpacket_draw_start,
        draw_end: texts.redpacket_draw_end,
        count_start: texts.redpacket_count_start,
        count_end: texts.redpacket_count_end,
        turnover_multiple: texts.redpacket_turnover_multiple,
        tiers: tiers.map((t) => ({
          deposit_min: formatFen(Number(t.deposit_min_fen)),
          deposit_max: formatFen(Number(t.deposit_max_fen)),
          draws: t.draws,
          amount_min: formatFen(Number(t.amount_min_fen)),
          amount_max: formatFen(Number(t.amount_max_fen)),
        })),
      };
    },

    /** Replaces the campaign settings and tiers together. */
    async configure(input: {
      switch: '0' | '1';
      draw_start: string;
      draw_end: string;
      count_start: string;
      count_end: string;
      turnover_multiple: string;
      tiers: Array<{
        deposit_min_fen: number;
        deposit_max_fen: number;
        draws: number;
        amount_min_fen: number;
        amount_max_fen: number;
      }>;
    }) {
      for (const t of input.tiers) {
        if (t.amount_min_fen <= 0 || t.amount_max_fen < t.amount_min_fen)
          throw new AppError('红包金额范围不正确');
        if (t.deposit_max_fen !== 0 && t.deposit_max_fen <= t.deposit_min_fen)
          throw new AppError('存款范围不正确');
      }
      await settings.set({
        redpacket_switch: input.switch,
        redpacket_draw_start: input.draw_start,
        redpacket_draw_end: input.draw_end,
        redpacket_count_start: input.count_start,
        redpacket_count_end: input.count_end,
        redpacket_turnover_multiple: input.turnover_multiple,
      });
      await inTransaction(db, async (trx) => {
        await repo.deleteTiers(trx);
        if (input.tiers.length) await repo.insertTiers(trx, input.tiers);
      });
    },

    /** The welfare list: every draw with the deposit that earned it, newest first. */
    async records(userId: number, page: number): Promise<Paged<RedpacketRecord>> {
      const perPage = 10;
      const [rows, total] = await Promise.all([
        repo.listDraws(db, userId, page, perPage),
        repo.countDraws(db, userId),
      ]);
      const data = rows.map((r) => ({
        money: formatFen(Number(r.deposit_fen)),
        created_at: formatBeijing(new Date(Number(r.created_at))),
        redpacketmoney: formatFen(Number(r.amount_fen)),
      }));
      return pageOf(data, Number(total.n), page, perPage);
    },
  };
}

export type RedpacketService = ReturnType<typeof createRedpacketService>;
