import type { Kysely, Transaction } from 'kysely';
import { formatFen, type VipLevel, type VipProgress } from '@app/shared';
import type { DB, VipLevelsTable } from '../../db/schema.js';
import { HOUSE, ledgerAccounts, randomShard } from '../../ledger/accounts.js';
import { postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import type { ClusterBus } from '../../lib/cluster-bus.js';
import { createNodeCache } from '../../lib/node-cache.js';
import { inbox } from '../messages/inbox.js';
import { siteSettings } from '../site/site.public.js';
import { players } from '../user/user.public.js';
import { requirementFor, turnover } from '../turnover/turnover.js';
import { vipRepository as repo } from './vip.repository.js';

type Level = Pick<
  VipLevelsTable,
  | 'level'
  | 'name'
  | 'flow_fen'
  | 'recharge_fen'
  | 'rate_live'
  | 'rate_slots'
  | 'rate_cards'
  | 'rate_sports'
  | 'rate_lottery'
  | 'rate_esports'
  | 'rate_fishing'
> & { bonus_fen: number; status: number };
export type RebateCategory = 'live' | 'slots' | 'cards' | 'sports' | 'lottery' | 'esports' | 'fishing';

/** A platform's rebate category from its game category, unless the platform names one (fishing). */
const CATEGORY_OF_GAME_CATEGORY: Record<string, RebateCategory> = {
  realbet: 'live',
  concise: 'slots',
  joker: 'cards',
  sport: 'sports',
  lottery: 'lottery',
  gaming: 'esports',
};
export const rebateCategoryOf = (platform: {
  category_id: string;
  rebate_category: string;
}): RebateCategory =>
  (platform.rebate_category as RebateCategory) || CATEGORY_OF_GAME_CATEGORY[platform.category_id] || 'slots';

/** The level's rate for a category, in hundredths of a percent; fishing falls back to slots. */
export function rateFor(level: Level, category: RebateCategory): number {
  switch (category) {
    case 'live':
      return level.rate_live;
    case 'slots':
      return level.rate_slots;
    case 'cards':
      return level.rate_cards;
    case 'sports':
      return level.rate_sports;
    case 'lottery':
      return level.rate_lottery;
    case 'esports':
      return level.rate_esports;
    case 'fishing':
      return level.rate_fishing ?? level.rate_slots;
  }
}

const percent = (rate: number) => (rate / 100).toFixed(2);

/**
 * VIP levels: a player reaches a level when both running totals (valid bets, deposits) reach its
 * thresholds, is promoted in the same transaction that moved a total (never demoted), gets an
 * inbox message and the bonus of every level passed, each exactly once.
 */
export function createVipService(deps: { db: Kysely<DB>; bus: ClusterBus }) {
  const { db } = deps;
  // Levels change only by an operator; every bet's promotion check reads them.
  const cache = createNodeCache<Level[]>(deps.bus, 'vipLevels');

  /** Inside a transaction pass it: SQLite has one connection, held by the transaction. */
  function levels(q: Kysely<DB> | Transaction<DB> = db): Promise<Level[]> {
    return cache.get(async () =>
      (await repo.levels(q)).map((r) => ({
        ...r,
        flow_fen: Number(r.flow_fen),
        recharge_fen: Number(r.recharge_fen),
        bonus_fen: Number(r.bonus_fen),
      })),
    );
  }

  async function promote(
    trx: Transaction<DB>,
    userId: number,
    stats: { deposit_fen: number; valid_bet_fen: number; vip: number | null },
    now: number,
  ): Promise<void> {
    if (stats.vip === null) return;
    const current = stats.vip;
    const reached = (await levels(trx)).filter(
      (l) =>
        l.status === 1 &&
        l.level > current &&
        Number(stats.valid_bet_fen) >= l.flow_fen &&
        Number(stats.deposit_fen) >= l.recharge_fen,
    );
    if (reached.length === 0) return;
    const top = reached[reached.length - 1]!;
    if (!(await players.raiseVip(trx, userId, top.level))) return;
    const bonus = reached.reduce((sum, l) => sum + l.bonus_fen, 0);
    if (bonus > 0) {
      // Read through the transaction: on SQLite it holds the only connection.
      const wallet = await ledgerAccounts.main(trx, userId, now);
      const house = await ledgerAccounts.house(trx, HOUSE.bonus, now, randomShard());
      const { turnover_multiple: multiple } = await siteSettings.read(trx, ['turnover_multiple']);
      for (const l of reached.filter((x) => x.bonus_fen > 0)) {
        await postJournal(
          trx,
          {
            key: `vip-bonus:${userId}:${l.level}`,
            reason: REASON.bonus,
            amount: l.bonus_fen,
            userId,
            refType: 'vip',
            refId: String(l.level),
            legs: [
              { accountId: wallet, amount: l.bonus_fen },
              { accountId: house, amount: -l.bonus_fen },
            ],
          },
          now,
        );
      }
      await turnover.add(trx, userId, requirementFor(bonus, multiple), now, {
        kind: 'vip',
        label: `晋级${top.name}`,
      });
    }
    await inbox.send(
      trx,
      userId,
      {
        kind: 'vip',
        title: `恭喜晋级${top.name}`,
        content: `您已晋级${top.name}，享受更高返水比例${bonus > 0 ? `，晋级彩金 ${formatFen(bonus)} 元已到账` : ''}。`,
      },
      now,
    );
  }

  return {
    levels,

    /** After an operator's edit: every node's next read goes to the database. */
    invalidate: cache.invalidate,

    /** /api/uservip: shown levels, one per id. */
    async list(): Promise<VipLevel[]> {
      return (await levels())
        .filter((l) => l.status === 1)
        .map((l) => ({
          id: l.level,
          name: l.name,
          status: l.status,
          flow: formatFen(l.flow_fen),
          recharge: formatFen(l.recharge_fen),
          realperson: percent(l.rate_live),
          electron: percent(l.rate_slots),
          joker: percent(l.rate_cards),
          sport: percent(l.rate_sports),
          lottery: percent(l.rate_lottery),
          e_sport: percent(l.rate_esports),
          fishing: percent(l.rate_fishing ?? l.rate_slots),
          bonus: formatFen(l.bonus_fen),
        }));
    },

    /** The player's level and the totals the next one is reached by (/vip shows the way there). */
    async progress(userId: number): Promise<VipProgress> {
      const [vip, totals] = await Promise.all([players.vipLevel(db, userId), repo.totals(db, userId)]);
      if (vip === null) throw new Error(`no player ${userId}`);
      return {
        vip,
        flow: formatFen(Number(totals?.valid_bet_fen ?? 0)),
        recharge: formatFen(Number(totals?.deposit_fen ?? 0)),
      };
    },

    /** Adds to a player's running totals inside the caller's transaction, then promotes. */
    async addTotals(
      trx: Transaction<DB>,
      userId: number,
      add: { depositFen?: number; validBetFen?: number },
      now: number,
    ): Promise<void> {
      const deposit = add.depositFen ?? 0;
      const bets = add.validBetFen ?? 0;
      if (deposit <= 0 && bets <= 0) return;
      const totals = await repo.addTotals(trx, userId, { deposit, bets }, now);
      const vip = await players.vipLevel(trx, userId);
      await promote(trx, userId, { ...totals, vip }, now);
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
