import { formatFen } from '@app/shared';
import type { Rng } from '../engines/rng.js';
import { createBookAdmin } from './book-admin.js';
import { eventBoard, lobby, type Tab } from './lobby.js';
import { keepScheduleFull, type ScheduleConfig } from './schedule.js';
import { legScore, RESULT_LABEL } from './ticket-outcome.js';
import { createTickets, type Bettor, type TicketDeps } from './tickets.js';
import type { Sport } from './teams.js';

export interface BookOptions extends TicketDeps {
  rng: Rng;
  schedule: ScheduleConfig;
}

/** Which tickets "my bets" lists under each of its tabs. */
const TICKET_STATES = { open: ['open'], settled: ['settled'], cashed_out: ['cashed_out'] } as const;
export type TicketTab = keyof typeof TICKET_STATES;

/** The sportsbook behind the sb and ia platforms: the board, tickets, the operator's controls, jobs. */
export function createBook(opts: BookOptions) {
  const { db, now } = opts;
  const tickets = createTickets(opts);
  const admin = createBookAdmin(db, now);

  /** The legs of these tickets, in order, with their matches (one query each). */
  async function legsWithEvents(ticketIds: number[]) {
    const legs = ticketIds.length
      ? await db
          .selectFrom('sb_legs')
          .selectAll()
          .where('ticket_id', 'in', ticketIds)
          .orderBy('seq')
          .execute()
      : [];
    const eventIds = [...new Set(legs.map((l) => l.event_id))];
    const events = eventIds.length
      ? await db.selectFrom('sb_events').selectAll().where('id', 'in', eventIds).execute()
      : [];
    const byId = new Map(events.map((e) => [e.id, e]));
    return (ticketId: number) => ({ legs: legs.filter((l) => l.ticket_id === ticketId), events: byId });
  }

  async function myTickets(p: Bettor, tab: TicketTab, page: number) {
    const perPage = 20;
    const rows = await db
      .selectFrom('sb_tickets')
      .selectAll()
      .where('player_id', '=', p.player_id)
      .where('platform', '=', p.platform)
      .where('state', 'in', [...TICKET_STATES[tab]])
      .orderBy('id', 'desc')
      .limit(perPage + 1)
      .offset((page - 1) * perPage)
      .execute();
    const shown = rows.slice(0, perPage);
    const legsOf = await legsWithEvents(shown.map((t) => t.id));
    const at = now();
    const list = await Promise.all(
      shown.map(async (t) => {
        const { legs, events } = legsOf(t.id);
        const cashout = t.state === 'open' ? await tickets.cashoutQuote(t.id) : null;
        const stake = Number(t.stake);
        return {
          ticket_no: t.ticket_no,
          kind: legs.length === 1 ? 'single' : 'parlay',
          stake: formatFen(stake),
          odds: (Number(t.odds) / 100).toFixed(2),
          potential: formatFen(Math.min(Number(t.max_payout), Math.floor((stake * Number(t.odds)) / 100))),
          state: t.state,
          payout: formatFen(Number(t.payout)),
          result: RESULT_LABEL[t.result] ?? '',
          placed_at: Number(t.placed_at),
          settled_at: t.settled_at === null ? null : Number(t.settled_at),
          cashout: cashout === null ? null : formatFen(cashout),
          legs: legs.map((l) => ({
            label: l.label,
            odds: (l.odds / 100).toFixed(2),
            result: l.result ? (RESULT_LABEL[l.result] ?? '') : '',
            score: legScore(events.get(l.event_id), at),
          })),
        };
      }),
    );
    return { tickets: list, has_more: rows.length > perPage };
  }

  return {
    lobby: (platform: string, tab: Tab, sport?: Sport) => lobby(db, platform, tab, sport, now()),
    event: (platform: string, id: string) => eventBoard(db, platform, id, now()),
    place: tickets.place,
    cashout: tickets.cashout,
    myTickets,
    admin,

    /** One turn of the book's background work: the calendar, settlement, re-settlement, unpaid money. */
    async runJobs() {
      await keepScheduleFull(db, opts.rng, now(), opts.schedule);
      const settled = await tickets.settleDue();
      const resettled = await tickets.resettleRevised();
      await tickets.payUnpaid();
      return { settled, resettled };
    },
  };
}

export type Book = ReturnType<typeof createBook>;
