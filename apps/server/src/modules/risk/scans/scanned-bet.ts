import type { bets } from '../../bets/bets.public.js';

/** A bet as the scans read it (bets.public). */
export type ScannedBet = Awaited<ReturnType<typeof bets.after>>[number];

/** What an alert shows of one bet. */
export function betEvidence(b: ScannedBet, side: string) {
  return {
    id: Number(b.id),
    user_id: Number(b.user_id),
    platform: b.platform,
    game_code: b.game_code,
    round_no: b.round_no,
    side,
    stake_fen: Number(b.bet_fen),
    win_loss_fen: Number(b.win_loss_fen),
    memo: b.memo,
    bet_time: Number(b.bet_time),
  };
}
