import type { Kysely } from 'kysely';
import { formatFen } from '@app/shared';
import type { BetFeed } from '@app/shared/provider-contract';
import type { ProviderDB } from './db.js';

/** A settled round as the provider books it (amounts in fen). */
export interface BookedRound {
  round_no: string;
  player_id: string;
  platform: string;
  game_code: string;
  bet: number;
  win: number;
  valid_bet: number;
  wallet_mode: string;
  memo: string;
  detail: string;
}

const parseDetail = (detail: string): unknown => {
  try {
    return JSON.parse(detail);
  } catch {
    return null;
  }
};

/** The provider's record of settled rounds: the operator's bet feed and the player's history. */
export function createRoundBook(db: Kysely<ProviderDB>, now: () => number) {
  return {
    async record(round: BookedRound): Promise<void> {
      await db
        .insertInto('dp_rounds')
        .values({ ...round, status: 1, created_at: now() })
        .execute();
    },

    /** Settled rounds after `afterId`, oldest first: what the operator pulls into its bet records. */
    async bets(afterId: number, limit: number): Promise<BetFeed> {
      const rows = await db
        .selectFrom('dp_rounds')
        .selectAll()
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(Math.min(limit, 1000))
        .execute();
      return {
        bets: rows.map((r) => ({
          id: r.id,
          bet_id: r.round_no,
          round_no: r.round_no,
          player_id: r.player_id,
          platform: r.platform,
          game_code: r.game_code,
          bet_amount: formatFen(Number(r.bet)),
          valid_bet: formatFen(Number(r.valid_bet)),
          wallet_mode: r.wallet_mode,
          memo: r.memo,
          win_loss: formatFen(Number(r.win) - Number(r.bet)),
          status: r.status,
          bet_time: r.created_at,
          version: r.version,
        })),
      };
    },

    /**
     * The player's last 20 rounds of one game, newest first, each with the result the game page
     * revealed (its road of past results, its history lines).
     */
    async history(playerId: string, gameCode: string) {
      const rows = await db
        .selectFrom('dp_rounds')
        .selectAll()
        .where('player_id', '=', playerId)
        .where('game_code', '=', gameCode)
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      return rows.map((r) => ({
        round_no: r.round_no,
        bet: formatFen(Number(r.bet)),
        win: formatFen(Number(r.win)),
        time: r.created_at,
        result: parseDetail(r.detail),
      }));
    },
  };
}
