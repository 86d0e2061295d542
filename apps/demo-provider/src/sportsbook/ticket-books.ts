import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BookTables } from './book-schema.js';
import type { ProviderDB } from '../db.js';
import type { LegResult } from './lines.js';

/**
 * The ticket's rows and the money of transfer mode, inside the caller's provider transaction:
 * stake exposure held per player and market, the provider wallet, and the bet feed (one row per
 * version of a ticket: placed, settled, re-settled).
 */
type Q = Kysely<ProviderDB> | Transaction<ProviderDB>;

export type TicketRow = Selectable<BookTables['sb_tickets']>;

export const ticketBooks = {
  /** Adds the stake to each leg's market for the player, unless that passes the market's limit. */
  async holdExposure(
    trx: Q,
    playerId: string,
    legs: { event_id: string; market: string; limit: number }[],
    stake: number,
  ): Promise<boolean> {
    for (const leg of legs) {
      await trx
        .insertInto('sb_exposure')
        .values({ player_id: playerId, event_id: leg.event_id, market_key: leg.market })
        .onConflict((oc) => oc.columns(['player_id', 'event_id', 'market_key']).doNothing())
        .execute();
      const held = await trx
        .updateTable('sb_exposure')
        .set({ staked: sql`staked + ${stake}` })
        .where('player_id', '=', playerId)
        .where('event_id', '=', leg.event_id)
        .where('market_key', '=', leg.market)
        .where(sql<boolean>`staked + ${stake} <= ${leg.limit}`)
        .executeTakeFirst();
      if (Number(held.numUpdatedRows) !== 1) return false;
    }
    return true;
  },

  async releaseExposure(
    trx: Q,
    playerId: string,
    legs: { event_id: string; market_key: string }[],
    stake: number,
  ) {
    for (const leg of legs) {
      await trx
        .updateTable('sb_exposure')
        .set({ staked: sql`staked - ${stake}` })
        .where('player_id', '=', playerId)
        .where('event_id', '=', leg.event_id)
        .where('market_key', '=', leg.market_key)
        .execute();
    }
  },

  /** Moves a transfer-mode wallet; a debit only if covered unless `mayOweMoney` (a correction). */
  async moveWallet(trx: Q, playerId: string, platform: string, delta: number, mayOweMoney = false) {
    if (delta === 0) return true;
    let q = trx
      .updateTable('dp_wallets')
      .set({ balance: sql`balance + ${delta}` })
      .where('player_id', '=', playerId)
      .where('platform', '=', platform);
    if (delta < 0 && !mayOweMoney) q = q.where(sql<boolean>`balance + ${delta} >= 0`);
    const moved = await q.executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  },

  async ticket(q: Q, id: number): Promise<TicketRow | undefined> {
    return q.selectFrom('sb_tickets').selectAll().where('id', '=', id).executeTakeFirst();
  },

  legs(q: Q, ticketId: number) {
    return q.selectFrom('sb_legs').selectAll().where('ticket_id', '=', ticketId).orderBy('seq').execute();
  },

  async setLegResults(trx: Q, ticketId: number, results: (LegResult | null)[]) {
    for (const [seq, result] of results.entries()) {
      await trx
        .updateTable('sb_legs')
        .set({ result })
        .where('ticket_id', '=', ticketId)
        .where('seq', '=', seq)
        .execute();
    }
  },

  /** One row of the operator's bet feed for the ticket as it stands now. */
  async report(
    trx: Q,
    t: TicketRow,
    gameCode: string,
    memo: string,
    detail: unknown,
    validBet: number,
    now: number,
  ) {
    await trx
      .insertInto('dp_rounds')
      .values({
        round_no: t.ticket_no,
        version: t.version + 1,
        player_id: t.player_id,
        platform: t.platform,
        game_code: gameCode,
        bet: t.stake,
        win: t.payout,
        valid_bet: validBet,
        wallet_mode: t.wallet_mode,
        memo: memo.slice(0, 255),
        detail: JSON.stringify(detail),
        // The bet record states of the spec: 1 settled, 2 unsettled.
        status: t.state === 'open' ? 2 : 1,
        created_at: now,
      })
      .execute();
  },
};
