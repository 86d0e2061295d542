import type { Insertable, Kysely, Transaction } from 'kysely';
import { REBATE_STATE } from '@app/shared';
import { newOrderNo } from '../lib/order-no.js';
import { rateFor, rebateCategoryOf } from '../modules/vip/vip.service.js';
import type { DB, RebatesTable } from '../db/schema.js';

interface SeedBet {
  userId: number;
  betId: string;
  platform: string;
  game: string;
  validFen: number;
  at: number;
}

/**
 * The demo crowd's rebates (seed-backoffice.ts), as the rebate module accrues them: each settled
 * round at the player's VIP rate for its game's category (the crowd is at level 0 while its month is
 * played). A player claims what is pending about once a week, the way /api/dofanshui does it (one
 * claim number, one journal `rebate:<claim>` the caller posts in the player's timeline); the last
 * days' rebates are still pending when the demo starts. So 经营概览's 优惠 shows rebates beside red
 * packets, and the agent console's 红利/返水 and its commission lines deduct them.
 */
export async function createSeedRebates(db: Kysely<DB>) {
  const level = await db.selectFrom('vip_levels').selectAll().where('level', '=', 0).executeTakeFirst();
  const platforms = await db
    .selectFrom('platforms')
    .select(['code', 'category_id', 'rebate_category'])
    .execute();
  const platformOf = new Map(platforms.map((p) => [p.code, p]));
  const rows: Insertable<RebatesTable>[] = [];
  const pending = new Map<number, number[]>();
  let serial = 0;

  return {
    /** A settled round's rebate, pending until its player claims. */
    accrue(bet: SeedBet): void {
      const platform = platformOf.get(bet.platform);
      if (!level || !platform) return;
      const category = rebateCategoryOf(platform);
      const rate = rateFor(level, category);
      const amount = Math.floor((bet.validFen * rate) / 10_000);
      if (amount <= 0) return;
      pending.set(bet.userId, [...(pending.get(bet.userId) ?? []), rows.length]);
      rows.push({
        user_id: bet.userId,
        provider: 'demo',
        bet_id: bet.betId,
        platform: bet.platform,
        game_code: bet.game,
        category,
        valid_bet_fen: bet.validFen,
        rate,
        amount_fen: amount,
        state: REBATE_STATE.pending,
        claim_no: '',
        created_at: bet.at + 5_000,
        updated_at: bet.at + 5_000,
      });
    },

    /** Claims everything the player has pending at `at`: the claim's number and amount, or null. */
    claim(userId: number, at: number): { claimNo: string; fen: number } | null {
      const waiting = pending.get(userId) ?? [];
      if (waiting.length === 0) return null;
      serial += 1;
      const claimNo = newOrderNo('F', new Date(at), String(400000 + serial));
      let fen = 0;
      for (const i of waiting) {
        const row = rows[i]!;
        Object.assign(row, { state: REBATE_STATE.claimed, claim_no: claimNo, updated_at: at });
        fen += Number(row.amount_fen);
      }
      pending.delete(userId);
      return { claimNo, fen };
    },

    /** Writes every rebate row, claimed or pending. */
    async write(trx: Transaction<DB>): Promise<void> {
      for (let i = 0; i < rows.length; i += 200) {
        await trx
          .insertInto('rebates')
          .values(rows.slice(i, i + 200))
          .execute();
      }
    },
  };
}
