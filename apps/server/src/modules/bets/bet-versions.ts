import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ProviderBet } from '../../providers/game/adapter.js';
import { betsRepository as repo } from './bets.repository.js';

/** The bet-record states of the spec: 0 invalid, 1 settled, 2 unsettled. */
export const BET_STATUS = { invalid: 0, settled: 1, unsettled: 2 } as const;

/**
 * What a newer report of a bet changes, for everything that follows bets: the turnover taken off
 * the requirement, rebates and VIP totals, and the report rollups. A first report settled counts
 * whole; an open ticket counts nothing until it settles; a re-settlement counts the difference
 * (a stake that became void gives nothing back to the requirement or rebates already accrued).
 */
export interface BetChange {
  validBet: number;
  betFen: number;
  winLoss: number;
  /** 1 when the bet is counted for the first time (bettor and bet counts), 0 for a re-settlement. */
  count: number;
}

/**
 * Records a report of a bet: a new bet once, a newer version of a known bet over the old one (an
 * older or repeated version changes nothing). Answers what changed, or null when nothing did.
 */
export async function recordReport(
  trx: Transaction<DB>,
  provider: string,
  userId: number,
  b: ProviderBet,
  now: number,
): Promise<BetChange | null> {
  const row = {
    provider,
    bet_id: b.betId,
    user_id: userId,
    platform: b.platform,
    game_code: b.gameCode,
    round_no: b.roundNo,
    bet_fen: b.betAmount,
    valid_bet_fen: b.validBet,
    win_loss_fen: b.winLoss,
    status: b.status,
    wallet_mode: b.walletMode,
    memo: b.memo.slice(0, 255),
    version: b.version,
    // Nothing to post when the bet neither won nor lost, or when seamless callbacks moved the money.
    posted: b.walletMode === 'transfer' && b.winLoss !== 0 ? 0 : 1,
    posted_fen: b.walletMode === 'transfer' ? 0 : b.winLoss,
    bet_time: b.betTime,
    created_at: now,
  };
  const inserted = await repo.insertOnce(trx, row);
  if (inserted) {
    if (b.status !== BET_STATUS.settled) return null;
    return { validBet: b.validBet, betFen: b.betAmount, winLoss: b.winLoss, count: 1 };
  }
  const old = await repo.byBetId(trx, provider, b.betId);
  if (!old || old.version >= b.version || old.user_id !== userId) return null;
  const moved = await repo.advanceVersion(trx, old.id, old.version, {
    bet_fen: b.betAmount,
    valid_bet_fen: b.validBet,
    win_loss_fen: b.winLoss,
    status: b.status,
    memo: row.memo,
    version: b.version,
    // Transfer mode posts the difference from what the ledger holds; seamless moved it already.
    posted: b.walletMode === 'transfer' && b.winLoss !== Number(old.posted_fen) ? 0 : 1,
    ...(b.walletMode === 'transfer' ? {} : { posted_fen: b.winLoss }),
  });
  if (!moved || b.status !== BET_STATUS.settled) return null;
  if (old.status !== BET_STATUS.settled) {
    return { validBet: b.validBet, betFen: b.betAmount, winLoss: b.winLoss, count: 1 };
  }
  return {
    validBet: b.validBet - Number(old.valid_bet_fen),
    betFen: b.betAmount - Number(old.bet_fen),
    winLoss: b.winLoss - Number(old.win_loss_fen),
    count: 0,
  };
}
