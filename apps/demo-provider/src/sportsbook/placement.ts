import { randomBytes } from 'node:crypto';
import { formatFen } from '@app/shared';
import { ProviderError } from '../provider-error.js';
import type { Answer } from '../seamless-wallet.js';
import { marketLimit, priceSlip, type Slip } from './slip.js';
import { ticketBooks as books, type TicketRow } from './ticket-books.js';
import type { Bettor, TicketDeps, TicketMoves } from './ticket-moves.js';
import { BOOK_GAME } from './ticket-outcome.js';

/**
 * Placing a ticket: priced against the board, the stake held against the market's limit, and taken
 * from the provider wallet in the same transaction (transfer mode) or from the operator's wallet
 * after it (seamless mode: refused, or lost, the ticket is rejected and its exposure released).
 */
export function createPlacement(deps: TicketDeps, moves: TicketMoves) {
  const { db, now } = deps;
  const { report } = moves;

  return {
    async place(p: Bettor, slip: Slip) {
      const at = now();
      const priced = await priceSlip(db, p.platform, slip, at);
      const suffix = randomBytes(3).toString('hex').toUpperCase();
      const ticketNo = `${p.platform.toUpperCase()}${at.toString(36).toUpperCase()}${suffix}`;
      const seamless = p.wallet_mode === 'seamless';
      const limits = priced.legs.map((l) => ({ ...l, limit: marketLimit(l.market) }));
      const ticket = await db.transaction().execute(async (trx) => {
        if (!(await books.holdExposure(trx, p.player_id, limits, slip.stake)))
          throw new ProviderError('OVER_LIMIT', '已超过该盘口的投注上限');
        if (!seamless && !(await books.moveWallet(trx, p.player_id, p.platform, -slip.stake)))
          throw new ProviderError('INSUFFICIENT_FUNDS', '余额不足，请先转入额度');
        const { id } = await trx
          .insertInto('sb_tickets')
          .values({
            ticket_no: ticketNo,
            player_id: p.player_id,
            platform: p.platform,
            wallet_mode: p.wallet_mode,
            operator_token: p.operator_token,
            stake: slip.stake,
            odds: priced.odds,
            max_payout: priced.maxPayout,
            state: seamless ? 'placing' : 'open',
            placed_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('sb_legs')
          .values(
            priced.legs.map((l, seq) => ({
              ticket_id: id,
              seq,
              event_id: l.event_id,
              market_key: l.market,
              selection: l.selection,
              odds: l.odds,
              label: l.label,
            })),
          )
          .execute();
        const t = (await books.ticket(trx, id))!;
        if (!seamless) await report(trx, t);
        return t;
      });
      if (seamless) await confirmWithOperator(ticket);
      return { ticket_no: ticketNo, odds: priced.odds, stake: slip.stake };
    },
  };

  /** Seamless: the operator takes the stake, or the ticket is refused and its exposure released. */
  async function confirmWithOperator(t: TicketRow): Promise<void> {
    const base = { player_id: t.player_id, round_id: t.ticket_no };
    let answer: Answer | null = null;
    try {
      answer = await deps.operator('bet', {
        ...base,
        token: t.operator_token,
        txn_id: `${t.ticket_no}-B`,
        game_code: BOOK_GAME[t.platform] ?? '',
        amount: formatFen(t.stake),
      });
    } catch {
      deps.rollbackUntilAnswered({ ...base, txn_id: `${t.ticket_no}-R`, bet_txn_id: `${t.ticket_no}-B` });
    }
    const ok = answer?.status === 'OK';
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('sb_tickets')
        .set({ state: ok ? 'open' : 'rejected' })
        .where('id', '=', t.id)
        .where('state', '=', 'placing')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      if (ok) await report(trx, { ...t, state: 'open' });
      else await books.releaseExposure(trx, t.player_id, await books.legs(trx, t.id), t.stake);
    });
    if (ok) return;
    if (answer?.status === 'INSUFFICIENT_FUNDS') throw new ProviderError('INSUFFICIENT_FUNDS', '余额不足');
    if (answer) throw new ProviderError(answer.status, '投注失败，请稍后再试');
    throw new ProviderError('NETWORK', '网络异常，注单未成立');
  }
}
