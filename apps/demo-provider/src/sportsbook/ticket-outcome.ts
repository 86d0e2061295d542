import type { Selectable } from 'kysely';
import type { BookTables } from './book-schema.js';
import type { LegResult } from './lines.js';
import { phaseAt, resultOf, settleLeg, type AnyResult } from './match-state.js';
import { toBookEvent, type EventRow } from './schedule.js';
import type { TicketRow } from './ticket-books.js';
import { ticketPayout } from './ticket.js';

type LegRow = Selectable<BookTables['sb_legs']>;

/** The catalogue game a platform's tickets are booked under. */
export const BOOK_GAME: Record<string, string> = { sb: 'sports-lobby', ia: 'esports-lobby' };

export const RESULT_LABEL: Record<string, string> = {
  win: '赢',
  lose: '输',
  push: '走盘',
  half_win: '赢半',
  half_lose: '输半',
  void: '取消',
  cashout: '已兑现',
};

/** A leg's result now: void if its match was cancelled or its market voided, null while undecided. */
export function legResult(
  leg: LegRow,
  row: EventRow | undefined,
  voided: ReadonlySet<string>,
  now: number,
): LegResult | null {
  if (!row) return null;
  if (row.cancelled === 1 || voided.has(`${leg.event_id}|${leg.market_key}`)) return 'void';
  const event = toBookEvent(row);
  if (phaseAt(event, now) !== 'ended') return null;
  const result = row.corrected ? (JSON.parse(row.corrected) as AnyResult) : resultOf(event);
  return settleLeg(event, leg.market_key, leg.selection, result);
}

export interface Outcome {
  results: (LegResult | null)[];
  /** Null while the ticket cannot be settled (a leg undecided and none lost). */
  payout: number | null;
  result: string;
  /** Turnover the ticket counts for: none for a push or void, half for a half result. */
  validBet: number;
}

/** What a ticket of `stake` with legs at `odds` settles to, given its legs' results now. */
export function outcomeOf(
  t: Pick<TicketRow, 'stake' | 'max_payout'>,
  odds: readonly number[],
  results: (LegResult | null)[],
): Outcome {
  const lost = results.includes('lose');
  if (!lost && results.includes(null)) return { results, payout: null, result: '', validBet: 0 };
  const payout = lost
    ? 0
    : ticketPayout(
        t.stake,
        results.map((r, i) => ({ result: r ?? 'lose', odds: odds[i]! })),
        t.max_payout,
      );
  let result: string;
  if (results.length === 1) result = lost ? 'lose' : results[0]!;
  else if (lost) result = 'lose';
  else if (results.every((r) => r === 'void')) result = 'void';
  else result = payout > t.stake ? 'win' : payout === t.stake ? 'push' : 'half_lose';
  const validBet =
    result === 'push' || result === 'void'
      ? 0
      : result.startsWith('half_')
        ? Math.floor(t.stake / 2)
        : t.stake;
  return { results, payout, result, validBet };
}

/** The bet record's words: what was bet, at what price, and how each leg went. */
export function describe(t: TicketRow, legs: readonly LegRow[], results: readonly (LegResult | null)[]) {
  const price = (o: number) => (o / 100).toFixed(2);
  // A parlay's legs without their league names, to keep the record's one line short.
  const shortLegs = legs.map((l) => l.label.split(' · ').slice(1).join(' ')).join('; ');
  const memo =
    legs.length === 1
      ? `${legs[0]!.label} @${price(legs[0]!.odds)}`
      : `${legs.length}串1 @${price(t.odds)} · ${shortLegs}`;
  const detail = {
    kind: legs.length === 1 ? 'single' : 'parlay',
    odds: t.odds,
    state: t.state,
    result: t.result,
    legs: legs.map((l, i) => ({ label: l.label, odds: l.odds, result: results[i] ?? null })),
  };
  return { memo, detail };
}
