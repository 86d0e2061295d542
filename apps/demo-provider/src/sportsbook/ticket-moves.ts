import type { Kysely, Transaction } from 'kysely';
import { formatFen } from '@app/shared';
import type { SeamlessPayload } from '@app/shared/provider-contract';
import type { ProviderDB } from '../db.js';
import type { Answer, OperatorCall } from '../seamless-wallet.js';
import type { LegResult } from './lines.js';
import { ticketBooks as books, type TicketRow } from './ticket-books.js';
import { BOOK_GAME, describe, legResult, legScore } from './ticket-outcome.js';

/** A correction the player's wallet could not cover is asked again after this long. */
export const RETRY_MS = 60_000;

export interface TicketDeps {
  db: Kysely<ProviderDB>;
  now: () => number;
  /** The operator's seamless wallet (seamless-wallet.ts). */
  operator: OperatorCall;
  rollbackUntilAnswered: (payload: SeamlessPayload<'rollback'>) => void;
}
/** The player behind a game session. */
export interface Bettor {
  player_id: string;
  platform: string;
  wallet_mode: string;
  operator_token: string;
}

/**
 * The moves every ticket change shares: reading a ticket with its legs' results now, moving it to
 * its next version exactly once (one conditional update; transfer mode's wallet in the same
 * transaction, a row in the bet feed), and asking a seamless operator to move the money.
 */
export function createTicketMoves(deps: TicketDeps) {
  const { db, now } = deps;

  async function load(id: number) {
    const t = (await books.ticket(db, id))!;
    const legs = await books.legs(db, id);
    const ids = [...new Set(legs.map((l) => l.event_id))];
    const events = await db.selectFrom('sb_events').selectAll().where('id', 'in', ids).execute();
    const voided = await db
      .selectFrom('sb_voided_markets')
      .select(['event_id', 'market_key'])
      .where('event_id', 'in', ids)
      .execute();
    const voidedKeys = new Set(voided.map((v) => `${v.event_id}|${v.market_key}`));
    const at = now();
    const results = legs.map((l) =>
      legResult(
        l,
        events.find((e) => e.id === l.event_id),
        voidedKeys,
        at,
      ),
    );
    const scores = legs.map((l) =>
      legScore(
        events.find((e) => e.id === l.event_id),
        at,
      ),
    );
    return { t, legs, events, results, scores };
  }

  /**
   * Asks the operator's wallet for the ticket's last money movement; done when it answers OK. A lost
   * answer is asked again with the same transaction id. A refusal is final for its id (the operator
   * remembers it): a correction the wallet could not cover is tried again later under a new id,
   * and a refused payout is left for the operator to see (unpaid 2).
   */
  async function payOperator(t: TicketRow): Promise<void> {
    if (t.wallet_mode !== 'seamless' || t.unpaid !== 1) return;
    const base = { player_id: t.player_id, round_id: t.ticket_no, bet_txn_id: `${t.ticket_no}-B` };
    const attempt = t.pay_attempt ? `-${t.pay_attempt}` : '';
    const correction = t.version > 1;
    let answer: Answer;
    try {
      answer = correction
        ? await deps.operator('resettle', {
            ...base,
            txn_id: `${t.ticket_no}-S${t.version}${attempt}`,
            amount: formatFen(t.payout - t.paid),
          })
        : await deps.operator('win', { ...base, txn_id: `${t.ticket_no}-W`, amount: formatFen(t.payout) });
    } catch {
      return;
    }
    const current = db.updateTable('sb_tickets').where('id', '=', t.id).where('version', '=', t.version);
    if (answer.status === 'OK') await current.set({ unpaid: 0, paid: t.payout }).execute();
    else if (correction && answer.status === 'INSUFFICIENT_FUNDS')
      await current.set({ pay_attempt: t.pay_attempt + 1, retry_at: now() + RETRY_MS }).execute();
    else await current.set({ unpaid: 2 }).execute();
  }

  /**
   * Moves a ticket to its next version (settled, cashed out or re-settled) if it is still at
   * `from`: the one conditional update that makes each version happen exactly once.
   */
  async function advance(
    t: TicketRow,
    from: { state: string; version: number },
    next: {
      state: string;
      payout: number;
      result: string;
      validBet: number;
      results: (LegResult | null)[];
      /** Each leg's match's final score, once over. */
      scores: (string | null)[];
    },
    legs: Awaited<ReturnType<typeof books.legs>>,
  ): Promise<TicketRow | null> {
    const at = now();
    const seamless = t.wallet_mode === 'seamless';
    const moved = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('sb_tickets')
        .set({
          state: next.state,
          payout: next.payout,
          result: next.result,
          version: from.version + 1,
          unpaid: seamless ? 1 : 0,
          ...(seamless ? {} : { paid: next.payout }),
          settled_at: at,
        })
        .where('id', '=', t.id)
        .where('state', '=', from.state)
        .where('version', '=', from.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return null;
      await books.setLegResults(trx, t.id, next.results);
      if (!seamless) await books.moveWallet(trx, t.player_id, t.platform, next.payout - t.paid, true);
      const after = (await books.ticket(trx, t.id))!;
      const words = describe(after, legs, next.results, next.scores);
      await books.report(
        trx,
        { ...after, version: from.version + 1 },
        BOOK_GAME[t.platform] ?? '',
        words.memo,
        words.detail,
        next.validBet,
        at,
      );
      return after;
    });
    if (moved) await payOperator(moved);
    return moved;
  }

  async function report(trx: Transaction<ProviderDB>, t: TicketRow) {
    const legs = await books.legs(trx, t.id);
    const words = describe(
      t,
      legs,
      legs.map(() => null),
    );
    await books.report(trx, t, BOOK_GAME[t.platform] ?? '', words.memo, words.detail, 0, t.placed_at);
  }

  return { load, advance, payOperator, report };
}

export type TicketMoves = ReturnType<typeof createTicketMoves>;
