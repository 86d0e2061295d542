import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * The default VIP ladder: thresholds in yuan (cumulative valid bets, cumulative deposits), rebate
 * rates in percent (live, slots, cards, sports, lottery, esports; fishing follows slots) and the
 * one-time promotion bonus. Operators change it in the back office.
 */
const LADDER: Array<
  [
    level: number,
    flow: number,
    recharge: number,
    rates: [number, number, number, number, number, number],
    bonus: number,
  ]
> = [
  [0, 0, 0, [0.4, 0.5, 0.4, 0.4, 0.3, 0.4], 0],
  [1, 10_000, 1_000, [0.45, 0.6, 0.45, 0.45, 0.35, 0.45], 18],
  [2, 50_000, 5_000, [0.5, 0.7, 0.5, 0.5, 0.4, 0.5], 58],
  [3, 200_000, 20_000, [0.55, 0.8, 0.55, 0.55, 0.45, 0.55], 188],
  [4, 500_000, 50_000, [0.6, 0.9, 0.6, 0.6, 0.5, 0.6], 588],
  [5, 1_000_000, 100_000, [0.7, 1.0, 0.7, 0.7, 0.55, 0.7], 1_888],
  [6, 3_000_000, 300_000, [0.8, 1.1, 0.8, 0.8, 0.6, 0.8], 5_888],
  [7, 6_000_000, 600_000, [0.9, 1.2, 0.9, 0.9, 0.65, 0.9], 18_888],
  [8, 10_000_000, 1_000_000, [1.0, 1.3, 1.0, 1.0, 0.7, 1.0], 38_888],
  [9, 30_000_000, 3_000_000, [1.1, 1.45, 1.1, 1.1, 0.75, 1.1], 88_888],
  [10, 80_000_000, 8_000_000, [1.2, 1.6, 1.2, 1.2, 0.8, 1.2], 188_888],
];

const bp = (percent: number) => Math.round(percent * 100);

export async function seedVipLevels(db: Kysely<DB>): Promise<void> {
  const any = await db.selectFrom('vip_levels').select('level').limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto('vip_levels')
    .values(
      LADDER.map(([level, flow, recharge, [live, slots, cards, sports, lottery, esports], bonus]) => ({
        level,
        name: `VIP${level}`,
        flow_fen: flow * 100,
        recharge_fen: recharge * 100,
        rate_live: bp(live),
        rate_slots: bp(slots),
        rate_cards: bp(cards),
        rate_sports: bp(sports),
        rate_lottery: bp(lottery),
        rate_esports: bp(esports),
        rate_fishing: null,
        bonus_fen: bonus * 100,
      })),
    )
    .execute();
}
