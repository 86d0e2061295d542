import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { RecordedBet } from '../bets/bets.service.js';
import type { VipService } from '../vip/vip.service.js';
import type { RebatesService } from './rebates.service.js';

/**
 * What newly recorded settled bets do, in the transaction that recorded them: rebates accrue at
 * the level the player had when betting, then the valid bets count toward the VIP totals (which
 * may promote).
 */
export function onSettledBets(vip: VipService, rebates: RebatesService) {
  return async (trx: Transaction<DB>, recorded: RecordedBet[], now: number): Promise<void> => {
    // A re-settlement that lowered a valid bet takes back nothing already accrued.
    const settled = recorded.filter((b) => b.validBet > 0);
    await rebates.accrue(trx, settled, now);
    const byPlayer = new Map<number, number>();
    for (const b of settled) byPlayer.set(b.userId, (byPlayer.get(b.userId) ?? 0) + b.validBet);
    for (const [userId, fen] of byPlayer) await vip.addTotals(trx, userId, { validBetFen: fen }, now);
  };
}
