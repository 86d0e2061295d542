import type { Kysely, Transaction } from 'kysely';
import { REBATE_MSG, REBATE_STATE, formatFen, type RebateList } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, sinceForDateCode, type Clock } from '../../lib/clock.js';
import { newOrderNo } from '../../lib/order-no.js';
import { createCountCache, pageOf } from '../../lib/paging.js';
import { catalogue, gameKey, platforms as gamePlatforms } from '../games/games.public.js';
import type { RiskOffers } from '../risk/risk.service.js';
import type { SettingsService } from '../site/settings.service.js';
import { requirementFor, turnover } from '../turnover/turnover.js';
import { rateFor, rebateCategoryOf, type VipService } from '../vip/vip.service.js';
import type { RecordedBet } from '../bets/bets.service.js';
import { players } from '../user/user.public.js';
import { rebatesRepository as repo } from './rebates.repository.js';

/** What a rebate needs of a recorded bet. */
export type SettledBet = Pick<
  RecordedBet,
  'provider' | 'betId' | 'userId' | 'platform' | 'gameCode' | 'validBet'
>;

/**
 * Rebates (反水): each settled valid bet accrues bet × the player's VIP rate for its category,
 * floored to the fen, once per bet id (the unique key makes a re-pulled bet a no-op). A claim pays
 * every pending rebate in one journal and adds the configured turnover requirement.
 */
export function createRebatesService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  vip: VipService;
  settings: SettingsService;
  /** A tag may exclude a player from claiming (modules/risk); accrual is untouched, off the bet path. */
  risk?: Pick<RiskOffers, 'excluded'>;
}) {
  const { db, clock, vip, settings } = deps;
  const houseAccounts = createHouseAccounts(db, clock);
  const countOnce = createCountCache();

  const sums = async (userId: number) => {
    const rows = await repo.sumsByState(db, userId);
    const of = (state: number) => Number(rows.find((r) => r.state === state)?.s ?? 0);
    return { claimed: of(REBATE_STATE.claimed), pending: of(REBATE_STATE.pending) };
  };

  return {
    /** Accrues the rebates of newly recorded bets inside the transaction that recorded them. */
    async accrue(trx: Transaction<DB>, bets: SettledBet[], now: number): Promise<void> {
      const eligible = bets.filter((b) => b.validBet > 0);
      if (eligible.length === 0) return;
      const [levels, users, platforms] = await Promise.all([
        vip.levels(trx),
        players.byIds(trx, [...new Set(eligible.map((b) => b.userId))], ['vip']),
        gamePlatforms.categories(trx),
      ]);
      const levelOf = new Map(users.map((u) => [u.id, levels.find((l) => l.level === u.vip)]));
      const platformOf = new Map(platforms.map((p) => [p.code, p]));
      const rows = [];
      for (const b of eligible) {
        const level = levelOf.get(b.userId);
        const platform = platformOf.get(b.platform);
        if (!level || level.status !== 1 || !platform) continue;
        const category = rebateCategoryOf(platform);
        const rate = rateFor(level, category);
        const amount = Math.floor((b.validBet * rate) / 10_000);
        if (amount <= 0) continue;
        rows.push({
          user_id: b.userId,
          provider: b.provider,
          bet_id: b.betId,
          platform: b.platform,
          game_code: b.gameCode,
          category,
          valid_bet_fen: b.validBet,
          rate,
          amount_fen: amount,
          created_at: now,
          updated_at: now,
        });
      }
      for (let i = 0; i < rows.length; i += 200) {
        await repo.insertOnce(trx, rows.slice(i, i + 200));
      }
    },

    /** /api/getfanshui: the player's rebates with totals claimed (jisuan) and pending (nojisuan). */
    async records(
      userId: number,
      dateCode: number | undefined,
      page: number,
      platform?: string,
    ): Promise<RebateList> {
      const perPage = 10;
      const since = sinceForDateCode(dateCode, clock.now());
      const filter = { userId, platform, since };
      const [rows, total, totals] = await Promise.all([
        repo.list(db, filter, page, perPage),
        countOnce(`rebates:${userId}:${platform ?? ''}:${since ?? 0}`, () => repo.count(db, filter)),
        sums(userId),
      ]);
      const names = await catalogue.gameNames(db, rows);
      const data = rows.map((r) => ({
        created_at: formatBeijing(new Date(Number(r.created_at))),
        gamename: names.get(gameKey(r.platform, r.game_code)) ?? r.game_code,
        money: formatFen(Number(r.amount_fen)),
        state: r.state,
        updated_at: r.state === REBATE_STATE.claimed ? formatBeijing(new Date(Number(r.updated_at))) : '',
      }));
      return {
        list: pageOf(data, total, page, perPage),
        jisuan: formatFen(totals.claimed),
        nojisuan: formatFen(totals.pending),
      };
    },

    /** /api/dofanshui: every pending rebate in one journal; a concurrent second claim finds none. */
    async claim(userId: number): Promise<string> {
      if (await deps.risk?.excluded(userId, 'rebate')) throw new AppError(REBATE_MSG.nothingToClaim);
      const now = clock.now();
      const at = now.getTime();
      const claimNo = newOrderNo('F', now);
      const [house, multiple] = await Promise.all([
        houseAccounts(HOUSE.bonus),
        settings.values().then((s) => s.rebate_turnover_multiple),
      ]);
      const amount = await inTransaction(db, async (trx) => {
        await players.lockRow(trx, userId);
        const claimed = await repo.claimPending(trx, userId, claimNo, at);
        if (Number(claimed.numUpdatedRows) === 0) return 0;
        const total = await repo.claimedTotal(trx, claimNo);
        const fen = Number(total.s);
        const wallet = await ledgerAccounts.main(trx, userId, at);
        await postJournal(
          trx,
          {
            key: `rebate:${claimNo}`,
            reason: REASON.rebate,
            amount: fen,
            userId,
            refType: 'rebate',
            refId: claimNo,
            legs: [
              { accountId: wallet, amount: fen },
              { accountId: house, amount: -fen },
            ],
          },
          at,
        );
        await turnover.add(trx, userId, requirementFor(fen, multiple), at, {
          kind: 'rebate',
          label: claimNo,
        });
        return fen;
      });
      if (amount === 0) throw new AppError(REBATE_MSG.nothingToClaim);
      return `${REBATE_MSG.claimed}，${formatFen(amount)}元已到账`;
    },
  };
}

export type RebatesService = ReturnType<typeof createRebatesService>;
