import { z } from 'zod';
import { text } from '../input.js';

/**
 * The sportsbook behind 沙巴体育 (sb) and IA电竞 (ia), as operators run it: fixtures with the book's
 * open stakes, one match's markets and liability, result corrections, voided markets, cancelled
 * matches and the largest open tickets. Reading needs reports.read, changing games.write; every
 * change is audited. The book itself is the provider's, reached over its signed operator API.
 */
export const SPORTSBOOK_PLATFORMS = ['sb', 'ia'] as const;
export const sportsbookParams = z.strictObject({ platform: z.enum(SPORTSBOOK_PLATFORMS) });
export const sportsbookEventParams = sportsbookParams.extend({ id: text(32).min(1) });
export const sportsbookEventsQuery = z.strictObject({
  phase: z.enum(['pre', 'live', 'ended', 'all']).default('all'),
});

const goals = z.coerce.number().int().min(0).max(500);
const maps = z.coerce.number().int().min(0).max(5);
/** A corrected final result: a score (football, basketball), or maps won and each map's first blood. */
export const sportsbookResultBody = z.union([
  z.strictObject({ home: goals, away: goals }),
  z.strictObject({
    mapsHome: maps,
    mapsAway: maps,
    firstBloods: z.array(z.enum(['home', 'away'])).max(5),
  }),
]);
export const sportsbookVoidBody = z.strictObject({
  market: text(32).min(1),
  reason: text(255).trim().min(1, '请填写作废原因'),
});
export const sportsbookLargestQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export type SportsbookResult = z.infer<typeof sportsbookResultBody>;

export interface SportsbookView {
  phase: 'pre' | 'live' | 'ended';
  clock: string;
  score: { home: number; away: number };
  detail: string;
  suspended: boolean;
  endsAt: number;
}

/** A fixture as the back office lists it. */
export interface SportsbookEvent {
  id: string;
  sport: string;
  league: string;
  match: string;
  kickoff_at: number;
  phase: 'pre' | 'live' | 'ended';
  view: SportsbookView;
  cancelled: boolean;
  result_version: number;
  open_tickets: number;
  open_stakes: string;
}

export interface SportsbookMarket {
  key: string;
  name: string;
  selections: { key: string; label: string; odds: number | null }[];
}

/** One match: its markets now, voided ones, the result (once over) and the book's exposure. */
export interface SportsbookEventDetail extends Omit<SportsbookEvent, 'open_tickets' | 'open_stakes'> {
  result: SportsbookResult | null;
  corrected: boolean;
  markets: SportsbookMarket[];
  voided: { market: string; reason: string }[];
  exposure: {
    market: string;
    staked: string;
    liability: string;
    selections: { selection: string; payout: string }[];
  }[];
}

export interface SportsbookTicket {
  ticket_no: string;
  player_id: string;
  username?: string;
  platform: string;
  stake: string;
  odds: string;
  potential: string;
  placed_at: number;
}
