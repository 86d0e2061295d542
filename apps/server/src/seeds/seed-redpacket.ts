import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The default red packet tiers: deposit range in yuan (0: open-ended), draws, amount range in yuan. */
const TIERS: Array<[min: number, max: number, draws: number, low: number, high: number]> = [
  [100, 1000, 1, 1.88, 8.88],
  [1000, 5000, 2, 5.88, 28.88],
  [5000, 20000, 3, 18.88, 88.88],
  [20000, 0, 5, 38.88, 288.88],
];

export async function seedRedpacketTiers(db: Kysely<DB>): Promise<void> {
  const any = await db.selectFrom('redpacket_tiers').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const fen = (yuan: number) => Math.round(yuan * 100);
  await db
    .insertInto('redpacket_tiers')
    .values(
      TIERS.map(([min, max, draws, low, high]) => ({
        deposit_min_fen: fen(min),
        deposit_max_fen: fen(max),
        draws,
        amount_min_fen: fen(low),
        amount_max_fen: fen(high),
      })),
    )
    .execute();
}
