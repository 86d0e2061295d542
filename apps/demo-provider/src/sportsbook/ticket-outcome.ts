import type { Selectable } from 'kysely';
import type { BookTables } from './book-schema.js';
import type { LegResult } from './lines.js';
import { phaseAt, resultOf, scoreOf, settleLeg, type AnyResult, type BookEvent } from './match-state.js';
import { finalScoreText } from './score-words.js';
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

/** A match's final result once it is over (an operator's correction replaces the drawn one). */
function finalResult(row: EventRow, now: number): { event: BookEvent; result: AnyResult } | null {
  const event = toBookEvent(row);
  if (row.cancelled === 1 || phaseAt(event, now) !== 'ended') return null;
  return { event, result: row.corrected ? (JSON.parse(row.corrected) as AnyResult) : resultOf(event) };
}

/** A leg's result now: void if its match was cancelled or its market voided, null while undecided. */
export function legResult(
  leg: LegRow,
  row: EventRow | undefined,
  voided: ReadonlySet<string>,
  now: number,
): LegResult | null {
  if (!row) return null;
  if (row.cancelled === 1 || voided.has(`${leg.event_id}|${leg.market_key}`)) return 'void';
  const final = finalResult(row, now);
  return final && settleLeg(final.event, leg.market_key, leg.selection, final.result);
}

/** A leg's match's final score in the book's words (全场比分 2:1, 地图比分 2:1); null until it is over. */
export function legScore(row: EventRow | undefined, now: number): string | null {
  const final = row && finalResult(row, now);
  return final ? finalScoreText(final.event.drawn, scoreOf(final.result)) : null;
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

/** The most a bet record's line holds (the operator keeps 255 characters). */
const MEMO_MAX = 255;

/**
 * The bet record's words: what was bet, at what price, and how each leg went, with its match's final
 * score once the match is over (`scores`, in the legs' order).
 */
export function describe(
  t: TicketRow,
  legs: readonly LegRow[],
  results: readonly (LegResult | null)[],
  scores: readonly (string | null)[] = [],
) {
  const price = (o: number) => (o / 100).toFixed(2);
  const scored = (i: number, text: string, around: [string, string]) =>
    scores[i] ? `${text}${around[0]}${scores[i]}${around[1]}` : text;
  // A parlay's legs without their league names, to keep the record's one line short.
  const shortLegs = legs
    .map((l, i) => scored(i, l.label.split(' · ').slice(1).join(' '), ['（', '）']))
    .join('; ');
  const memo =
    legs.length === 1
      ? scored(0, `${legs[0]!.label} @${price(legs[0]!.odds)}`, [' · ', ''])
      : `${legs.length}串1 @${price(t.odds)} · ${shortLegs}`;
  const detail = {
    kind: legs.length === 1 ? 'single' : 'parlay',
    odds: t.odds,
    state: t.state,
    result: t.result,
    legs: legs.map((l, i) => ({
      label: l.label,
      odds: l.odds,
      result: results[i] ?? null,
      score: scores[i] ?? null,
    })),
  };
  return { memo: memo.length > MEMO_MAX ? `${memo.slice(0, MEMO_MAX - 1)}…` : memo, detail };
}
