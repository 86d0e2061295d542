import { formatFen } from '@app/shared';
import { ProviderError } from '../provider-error.js';
import { boardAt, viewAt } from './match-state.js';
import { createPlacement } from './placement.js';
import { toBookEvent } from './schedule.js';
import { ticketBooks as books } from './ticket-books.js';
import { createTicketMoves, type Bettor, type TicketDeps } from './ticket-moves.js';
import { outcomeOf } from './ticket-outcome.js';
import { cashoutValue } from './ticket.js';

export type { Bettor, TicketDeps } from './ticket-moves.js';

const BATCH = 500;

/**
 * A ticket's life: placed (stake taken), settled from the results exactly once, cashed out, or
 * re-settled when a result is corrected or a market voided (the difference paid or taken back,
 * exactly once per revision). Transfer mode moves the provider's wallet in the same transaction as
 * the ticket; seamless mode asks the operator's wallet after it, idempotently by transaction id.
 */
export function createTickets(deps: TicketDeps) {
  const { db, now } = deps;

  const moves = createTicketMoves(deps);
  const { load, advance, payOperator } = moves;
  const placement = createPlacement(deps, moves);

  /** The price to close an open ticket now; null while a leg's market is closed or suspended. */
  async function cashoutQuote(id: number): Promise<number | null> {
    const { t, legs, events, results } = await load(id);
    if (t.state !== 'open' || results.includes('lose')) return null;
    const at = now();
    const settled = [];
    const open = [];
    for (const [i, leg] of legs.entries()) {
      const r = results[i];
      if (r) {
        settled.push({ odds: leg.odds, result: r });
        continue;
      }
      const event = toBookEvent(events.find((e) => e.id === leg.event_id)!);
      if (viewAt(event, at).suspended) return null;
      const price = boardAt(event, at)
        .find((m) => m.key === leg.market_key)
        ?.selections.find((s) => s.key === leg.selection)?.odds;
      if (!price) return null;
      open.push({ odds: leg.odds, current: price });
    }
    return cashoutValue(t.stake, settled, open, t.max_payout);
  }

  /** Tickets by their legs' matches, a batch at a time. */
  const withLegsOn = () =>
    db
      .selectFrom('sb_tickets as t')
      .innerJoin('sb_legs as l', 'l.ticket_id', 't.id')
      .innerJoin('sb_events as e', 'e.id', 'l.event_id')
      .select('t.id')
      .distinct()
      .limit(BATCH);

  /** Its legs' results now and what the ticket pays on them. */
  async function outcomeNow(id: number) {
    const loaded = await load(id);
    const odds = loaded.legs.map((l) => l.odds);
    return { ...loaded, o: { ...outcomeOf(loaded.t, odds, loaded.results), scores: loaded.scores } };
  }

  return {
    place: placement.place,

    /** Settles every open ticket whose matches are decided (or one of whose legs has lost). */
    async settleDue(): Promise<number> {
      const due = await withLegsOn()
        .where('t.state', '=', 'open')
        .where((eb) => eb.or([eb('e.ends_at', '<=', now()), eb('e.cancelled', '=', 1)]))
        .execute();
      let settled = 0;
      for (const { id } of due) {
        const { t, legs, o } = await outcomeNow(id);
        if (o.payout === null) continue;
        const done = await advance(
          t,
          { state: 'open', version: t.version },
          { state: 'settled', ...o, payout: o.payout },
          legs,
        );
        if (done) settled++;
      }
      return settled;
    },

    /** Re-settles settled tickets whose matches were revised since; the difference moves once. */
    async resettleRevised(): Promise<number> {
      const revised = await withLegsOn()
        .where('t.state', '=', 'settled')
        .where('t.unpaid', '=', 0)
        .whereRef('e.revised_at', '>', 't.settled_at')
        .execute();
      let changed = 0;
      for (const { id } of revised) {
        const { t, legs, o } = await outcomeNow(id);
        if (o.payout === null) continue;
        if (o.payout === t.payout && o.result === t.result) {
          // Nothing moves: only remember that this revision was looked at.
          await db
            .updateTable('sb_tickets')
            .set({ settled_at: now() })
            .where('id', '=', t.id)
            .where('version', '=', t.version)
            .execute();
          continue;
        }
        if (
          await advance(
            t,
            { state: 'settled', version: t.version },
            { state: 'settled', ...o, payout: o.payout },
            legs,
          )
        )
          changed++;
      }
      return changed;
    },

    cashoutQuote,

    /** Closes an open ticket at `value`, if that is still its price (the player's to confirm). */
    async cashout(p: Bettor, ticketNo: string, value: number) {
      const row = await db
        .selectFrom('sb_tickets')
        .select('id')
        .where('ticket_no', '=', ticketNo)
        .where('player_id', '=', p.player_id)
        .executeTakeFirst();
      if (!row) throw new ProviderError('TICKET_NOT_FOUND', '注单不存在');
      const quote = await cashoutQuote(row.id);
      if (quote === null) throw new ProviderError('CASHOUT_CLOSED', '该注单暂不可兑现');
      if (quote !== value)
        throw new ProviderError('CASHOUT_CHANGED', '兑现金额已变化，请确认', { value: formatFen(quote) });
      const { t, legs, results, scores } = await load(row.id);
      const done = await advance(
        t,
        { state: 'open', version: t.version },
        { state: 'cashed_out', payout: quote, result: 'cashout', validBet: t.stake, results, scores },
        legs,
      );
      if (!done) throw new ProviderError('CASHOUT_CLOSED', '该注单暂不可兑现');
      return { ticket_no: ticketNo, payout: formatFen(quote) };
    },

    /** Asks the operator again for every money movement it has not confirmed. */
    async payUnpaid(): Promise<void> {
      const rows = await db
        .selectFrom('sb_tickets')
        .select('id')
        .where('unpaid', '=', 1)
        .limit(BATCH)
        .execute();
      for (const { id } of rows) await payOperator((await books.ticket(db, id))!);
    },
  };
}

export type Tickets = ReturnType<typeof createTickets>;
