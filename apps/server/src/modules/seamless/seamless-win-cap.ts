import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { catalogue } from '../games/games.public.js';
import { riskAlerts } from '../risk/risk.public.js';
import { seamlessRepository as repo } from './seamless.repository.js';

/**
 * A game the catalogue does not know (or gives no maximum) pays one bet at most 1000 times its
 * stake: a provider's new game still pays its jackpots, a made-up game code cannot pay without limit.
 */
export const DEFAULT_MAX_WIN_PERCENT = 100_000;

/** The bet a win or re-settlement pays for, as recorded. */
export interface CappedBet {
  txn_id: string;
  user_id: number;
  platform: string;
  game_code: string;
  round_id?: string;
  amount: number;
}

/** A payment the cap refused: what the alert shows. */
export interface OverCap {
  bet: CappedBet;
  capFen: number;
  paidFen: number;
  askedFen: number;
  txnId: string;
}

/**
 * What one bet may win: its stake times its game's maximum (games.max_win_percent). A provider
 * fault or a leaked provider key sending win after win for one bet is refused past it, and raises
 * a `win_over_cap` alert with the evidence. Checked under the bet's row lock, so concurrent wins
 * see each other's payments.
 */
export function createWinCap(deps: { db: Kysely<DB>; clock: Clock; provider: string }) {
  const { provider } = deps;
  return {
    /** Null when paying `amount` more keeps the bet within its cap; else what was refused. */
    async check(
      trx: Transaction<DB>,
      bet: CappedBet,
      amount: number,
      txnId: string,
    ): Promise<OverCap | null> {
      if (amount <= 0) return null;
      const percent =
        (await catalogue.maxWinPercent(trx, bet.platform, bet.game_code)) || DEFAULT_MAX_WIN_PERCENT;
      const capFen = Math.floor((Number(bet.amount) * percent) / 100);
      const paidFen = (await repo.paymentsFor(trx, provider, bet.txn_id)).paid;
      return paidFen + amount <= capFen ? null : { bet, capFen, paidFen, askedFen: amount, txnId };
    },

    /** Raises (or brings up to date) the bet's one alert, after the refusal is recorded. */
    async alert(found: OverCap): Promise<void> {
      const { bet } = found;
      const { refused } = await repo.paymentsFor(deps.db, provider, bet.txn_id);
      await riskAlerts.raise(
        deps.db,
        {
          kind: 'win_over_cap',
          fingerprint: `win_over_cap:${provider}:${bet.txn_id}`,
          userIds: [bet.user_id],
          evidence: {
            provider,
            bet_txn_id: bet.txn_id,
            round_id: bet.round_id ?? '',
            platform: bet.platform,
            game_code: bet.game_code,
            stake_fen: Number(bet.amount),
            cap_fen: found.capFen,
            paid_fen: found.paidFen,
            refused,
            last_refused: { txn_id: found.txnId, amount_fen: found.askedFen },
          },
        },
        deps.clock.now().getTime(),
      );
    },
  };
}
