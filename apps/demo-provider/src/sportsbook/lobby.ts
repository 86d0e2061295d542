import { DAY_MS, beijingMidnight } from '@app/shared';
import type { Kysely } from 'kysely';
import type { ProviderDB } from '../db.js';
import { boardAt, phaseAt, viewAt, type MatchView } from './match-state.js';
import type { PricedMarket } from './markets.js';
import { recentEvents, toBookEvent, type EventRow } from './schedule.js';
import { eventName } from './slip.js';
import { SPORT_LABEL, SPORTS_OF_PLATFORM, type Sport } from './teams.js';

/** The lobby's tabs: in play, today's matches, later days, and every open match for a parlay. */
export type Tab = 'live' | 'today' | 'early' | 'parlay';
export const TABS: Tab[] = ['live', 'today', 'early', 'parlay'];

/** The markets a lobby row shows beside a match: the winner, the main handicap and total. */
const MAIN_KINDS = ['1x2', 'ml', 'ah', 'hdp', 'ou', 'tot', 'mhdp'];
function mainMarkets(board: PricedMarket[]): PricedMarket[] {
  const out: PricedMarket[] = [];
  for (const kind of MAIN_KINDS) {
    const lines = board.filter((m) => m.key.split(':')[0] === kind);
    // Lines come around the balanced one, so the middle line is the main line.
    if (lines.length) out.push(lines[Math.floor(lines.length / 2)]!);
  }
  return out;
}

export interface EventCard {
  id: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  kickoff_at: number;
  view: MatchView;
  markets: PricedMarket[];
}

function card(row: EventRow, at: number, voided: ReadonlySet<string>, all: boolean): EventCard {
  const event = toBookEvent(row);
  const view = viewAt(event, at);
  const board = boardAt(event, at).filter((m) => !voided.has(`${row.id}|${m.key}`));
  return {
    id: row.id,
    sport: row.sport as Sport,
    league: eventName(row).league,
    home: row.home,
    away: row.away,
    kickoff_at: Number(row.kickoff_at),
    view,
    markets: all ? board : mainMarkets(board),
  };
}

async function voidedOf(db: Kysely<ProviderDB>, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('sb_voided_markets')
    .select(['event_id', 'market_key'])
    .where('event_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => `${r.event_id}|${r.market_key}`));
}

/** A tab of the lobby for one sport: its matches grouped by league, with the counts per sport. */
export async function lobby(
  db: Kysely<ProviderDB>,
  platform: string,
  tab: Tab,
  sport: Sport | undefined,
  at: number,
) {
  const sports = SPORTS_OF_PLATFORM[platform] ?? [];
  const chosen = sport && sports.includes(sport) ? sport : sports[0];
  const tomorrow = beijingMidnight(at) + DAY_MS;
  const events = (await recentEvents(db, platform, at)).filter(({ row, event }) => {
    const phase = phaseAt(event, at);
    if (tab === 'live') return phase === 'live';
    if (tab === 'today') return phase === 'pre' && Number(row.kickoff_at) < tomorrow;
    if (tab === 'early') return phase === 'pre' && Number(row.kickoff_at) >= tomorrow;
    return phase !== 'ended';
  });
  const voided = await voidedOf(
    db,
    events.map((e) => e.row.id),
  );
  const cards = events.filter((e) => e.row.sport === chosen).map((e) => card(e.row, at, voided, false));
  const leagues = new Map<string, EventCard[]>();
  for (const c of cards) leagues.set(c.league, [...(leagues.get(c.league) ?? []), c]);
  return {
    tab,
    sport: chosen,
    sports: sports.map((s) => ({
      sport: s,
      label: SPORT_LABEL[s],
      count: events.filter((e) => e.row.sport === s).length,
    })),
    leagues: [...leagues].map(([name, list]) => ({ name, events: list })),
  };
}

/** One match with every open market. */
export async function eventBoard(db: Kysely<ProviderDB>, platform: string, id: string, at: number) {
  const row = await db
    .selectFrom('sb_events')
    .selectAll()
    .where('id', '=', id)
    .where('platform', '=', platform)
    .executeTakeFirst();
  if (!row) return null;
  return card(row, at, await voidedOf(db, [id]), true);
}
