import { sql, type Kysely } from 'kysely';
import { formatFen } from '@app/shared';
import type { ProviderDB } from '../db.js';
import { ProviderError } from '../provider-error.js';
import { boardAt, phaseAt, resultOf, scoreOf, viewAt, type AnyResult } from './match-state.js';
import { toBookEvent, type EventRow } from './schedule.js';
import { eventName } from './slip.js';

/**
 * What the operator's back office asks of the book (over the signed operator API): fixtures with
 * the book's liability, results and their corrections, voiding a market, cancelling a match, and
 * the largest open tickets. A correction, a void or a cancellation marks the match revised; the
 * settlement job re-settles what it touched, each ticket once per revision.
 */
export function createBookAdmin(db: Kysely<ProviderDB>, now: () => number) {
  async function eventRow(id: string) {
    const row = await db.selectFrom('sb_events').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ProviderError('EVENT_NOT_FOUND', '赛事不存在');
    return row;
  }

  /** Open stakes and what they would pay, per market and selection, for one match. */
  async function exposure(eventId: string) {
    const rows = await db
      .selectFrom('sb_legs as l')
      .innerJoin('sb_tickets as t', 't.id', 'l.ticket_id')
      .select(['l.market_key', 'l.selection', 't.stake', 't.odds', 't.max_payout'])
      .where('l.event_id', '=', eventId)
      .where('t.state', 'in', ['open', 'placing'])
      .execute();
    const markets = new Map<string, { staked: number; payouts: Map<string, number> }>();
    for (const r of rows) {
      const m = markets.get(r.market_key) ?? { staked: 0, payouts: new Map() };
      const pays = Math.min(Number(r.max_payout), Math.floor((Number(r.stake) * Number(r.odds)) / 100));
      m.staked += Number(r.stake);
      m.payouts.set(r.selection, (m.payouts.get(r.selection) ?? 0) + pays);
      markets.set(r.market_key, m);
    }
    return [...markets].map(([market, m]) => {
      const worst = Math.max(0, ...m.payouts.values());
      return {
        market,
        staked: formatFen(m.staked),
        // What the book pays out beyond the stakes taken if the worst selection for it wins.
        liability: formatFen(Math.max(0, worst - m.staked)),
        selections: [...m.payouts].map(([selection, payout]) => ({ selection, payout: formatFen(payout) })),
      };
    });
  }

  /** A match as the back office lists it. */
  function summary(row: EventRow, at: number) {
    const event = toBookEvent(row);
    const view = viewAt(event, at);
    // A corrected match shows the corrected score.
    if (row.corrected) view.score = scoreOf(JSON.parse(row.corrected) as AnyResult);
    return {
      id: row.id,
      sport: row.sport,
      ...eventName(row),
      kickoff_at: Number(row.kickoff_at),
      phase: phaseAt(event, at),
      view,
      cancelled: row.cancelled === 1,
      result_version: row.result_version,
    };
  }

  async function revise(id: string, set: Record<string, unknown>) {
    await db
      .updateTable('sb_events')
      .set({ ...set, revised_at: now() })
      .where('id', '=', id)
      .execute();
  }

  return {
    async events(platform: string, phase: 'pre' | 'live' | 'ended' | 'all') {
      const at = now();
      const rows = await db
        .selectFrom('sb_events')
        .selectAll()
        .where('platform', '=', platform)
        .where('kickoff_at', '>', at - 2 * 86_400_000)
        .orderBy('kickoff_at')
        .limit(500)
        .execute();
      const open = await db
        .selectFrom('sb_legs as l')
        .innerJoin('sb_tickets as t', 't.id', 'l.ticket_id')
        .select(['l.event_id', sql<number>`count(*)`.as('tickets'), sql<number>`sum(t.stake)`.as('staked')])
        .where('t.state', '=', 'open')
        .groupBy('l.event_id')
        .execute();
      return rows
        .map((row) => ({ row, event: toBookEvent(row) }))
        .filter(({ event }) => phase === 'all' || phaseAt(event, at) === phase)
        .map(({ row }) => {
          const o = open.find((x) => x.event_id === row.id);
          return {
            ...summary(row, at),
            open_tickets: Number(o?.tickets ?? 0),
            open_stakes: formatFen(Number(o?.staked ?? 0)),
          };
        });
    },

    async event(id: string) {
      const row = await eventRow(id);
      const event = toBookEvent(row);
      const at = now();
      const voided = await db
        .selectFrom('sb_voided_markets')
        .selectAll()
        .where('event_id', '=', id)
        .execute();
      return {
        ...summary(row, at),
        result:
          phaseAt(event, at) === 'ended'
            ? row.corrected
              ? JSON.parse(row.corrected)
              : resultOf(event)
            : null,
        corrected: row.corrected !== null,
        markets: boardAt(event, at),
        voided: voided.map((v) => ({ market: v.market_key, reason: v.reason })),
        exposure: await exposure(id),
      };
    },

    /** A corrected final result: every ticket on the match is re-settled on it, once. */
    async correct(id: string, result: AnyResult) {
      const row = await eventRow(id);
      if (phaseAt(toBookEvent(row), now()) !== 'ended')
        throw new ProviderError('NOT_ENDED', '赛事未结束，不能更正赛果');
      await revise(id, { corrected: JSON.stringify(result), result_version: row.result_version + 1 });
      return { result_version: row.result_version + 1 };
    },

    async voidMarket(id: string, market: string, reason: string) {
      await eventRow(id);
      await db
        .insertInto('sb_voided_markets')
        .values({ event_id: id, market_key: market, reason, created_at: now() })
        .onConflict((oc) => oc.columns(['event_id', 'market_key']).doNothing())
        .execute();
      await revise(id, {});
      return {};
    },

    async cancel(id: string) {
      await eventRow(id);
      await revise(id, { cancelled: 1 });
      return {};
    },

    /** The open tickets that would pay the most. */
    async largestOpen(platform: string, limit: number) {
      const rows = await db
        .selectFrom('sb_tickets')
        .select(['ticket_no', 'player_id', 'platform', 'stake', 'odds', 'max_payout', 'placed_at'])
        .where('state', '=', 'open')
        .where('platform', '=', platform)
        .orderBy(sql`min(stake * odds / 100, max_payout)`, 'desc')
        .limit(Math.min(limit, 100))
        .execute();
      return rows.map((r) => ({
        ticket_no: r.ticket_no,
        player_id: r.player_id,
        platform: r.platform,
        stake: formatFen(Number(r.stake)),
        odds: (Number(r.odds) / 100).toFixed(2),
        potential: formatFen(
          Math.min(Number(r.max_payout), Math.floor((Number(r.stake) * Number(r.odds)) / 100)),
        ),
        placed_at: Number(r.placed_at),
      }));
    },
  };
}
