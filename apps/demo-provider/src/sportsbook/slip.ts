import type { Kysely } from 'kysely';
import { formatFen } from '@app/shared';
import type { ProviderDB } from '../db.js';
import { ProviderError } from '../provider-error.js';
import { boardAt, phaseAt, viewAt, type BookEvent } from './match-state.js';
import { splitKey } from './markets.js';
import { toBookEvent, type EventRow } from './schedule.js';
import { parlayOdds } from './ticket.js';
import { LEAGUES } from './teams.js';

/** The book's limits, in fen. */
export const LIMITS = {
  minStake: 1_000,
  /** Per ticket, and per player across tickets on one market (main markets). */
  marketStake: 500_000,
  /** Correct score and first blood: long prices, smaller limits. */
  exoticStake: 100_000,
  parlayStake: 100_000,
  maxPayout: 50_000_000,
  minLegs: 2,
  maxLegs: 8,
};
const EXOTIC = new Set(['cs', 'fb']);
export const marketLimit = (marketKey: string) =>
  EXOTIC.has(splitKey(marketKey).kind) ? LIMITS.exoticStake : LIMITS.marketStake;

/** How a changed price is taken: any price, only a better one, or none (the player is asked). */
export type Accept = 'any' | 'better' | 'none';
export interface SlipLeg {
  event_id: string;
  market: string;
  selection: string;
  /** The price the player saw, in hundredths. */
  odds: number;
}
export interface Slip {
  legs: SlipLeg[];
  stake: number;
  accept: Accept;
}

/** A leg as it will be booked: the price taken and the words the player saw. */
export interface PricedLeg extends SlipLeg {
  label: string;
  event: BookEvent;
}

const refuse = (code: string, message: string, data?: unknown) => new ProviderError(code, message, data);

export function eventName(row: Pick<EventRow, 'league' | 'home' | 'away'>) {
  const league = LEAGUES.find((l) => l.code === row.league);
  return {
    league: league ? (league.title ? `${league.title} ${league.name}` : league.name) : '',
    match: `${row.home} vs ${row.away}`,
  };
}

/**
 * Checks a slip against the board as it stands at `now` and prices it: every leg on an open,
 * unsuspended market of a match not over, no two legs from one match, a parlay of 2–8 legs, stakes
 * within limits, and each price as the player saw it or as their acceptance allows. A changed price
 * is refused with every leg's price now, so the slip can show them.
 */
export async function priceSlip(
  db: Kysely<ProviderDB>,
  platform: string,
  slip: Slip,
  now: number,
): Promise<{ legs: PricedLeg[]; odds: number; maxPayout: number }> {
  const parlay = slip.legs.length > 1;
  if (slip.legs.length === 0) throw refuse('EMPTY_SLIP', '请选择投注项');
  if (parlay && (slip.legs.length < LIMITS.minLegs || slip.legs.length > LIMITS.maxLegs))
    throw refuse('PARLAY_SIZE', `串关需选择 ${LIMITS.minLegs} 至 ${LIMITS.maxLegs} 场赛事`);
  if (new Set(slip.legs.map((l) => l.event_id)).size !== slip.legs.length)
    throw refuse('SAME_EVENT', '同一场赛事不能串关');
  if (!Number.isInteger(slip.stake) || slip.stake < LIMITS.minStake)
    throw refuse('BAD_STAKE', `单注金额最低 ${formatFen(LIMITS.minStake)} 元`);
  const ids = slip.legs.map((l) => l.event_id);
  const rows = await db
    .selectFrom('sb_events')
    .selectAll()
    .where('id', 'in', ids)
    .where('platform', '=', platform)
    .execute();
  const voided = await db
    .selectFrom('sb_voided_markets')
    .select(['event_id', 'market_key'])
    .where('event_id', 'in', ids)
    .execute();
  const priced: PricedLeg[] = [];
  let changed = false;
  const quoted: { event_id: string; market: string; selection: string; odds: number | null }[] = [];
  for (const leg of slip.legs) {
    const row = rows.find((r) => r.id === leg.event_id);
    if (!row) throw refuse('EVENT_NOT_FOUND', '赛事不存在');
    const event = toBookEvent(row);
    if (phaseAt(event, now) === 'ended') throw refuse('EVENT_OVER', `${row.home} vs ${row.away} 已结束`);
    if (viewAt(event, now).suspended) throw refuse('SUSPENDED', '盘口暂停投注，请稍后再试');
    const market = boardAt(event, now).find((m) => m.key === leg.market);
    const selection = market?.selections.find((s) => s.key === leg.selection);
    const isVoided = voided.some((v) => v.event_id === leg.event_id && v.market_key === leg.market);
    if (!market || !selection || selection.odds === null || isVoided)
      throw refuse('MARKET_CLOSED', '该盘口已关闭');
    const current = selection.odds;
    quoted.push({ ...leg, odds: current });
    const takes =
      slip.accept === 'any' || (slip.accept === 'better' ? current >= leg.odds : current === leg.odds);
    if (!takes) changed = true;
    const names = eventName(row);
    priced.push({
      ...leg,
      odds: current,
      event,
      label: `${names.league} · ${names.match} · ${market.name} · ${selection.label}`.slice(0, 255),
    });
  }
  if (changed) throw refuse('ODDS_CHANGED', '赔率已变化，请确认新赔率', { legs: quoted });
  const limit = parlay ? LIMITS.parlayStake : marketLimit(slip.legs[0]!.market);
  if (slip.stake > limit) throw refuse('OVER_LIMIT', `超过单注上限（最高 ${formatFen(limit)} 元）`);
  const odds = parlay ? parlayOdds(priced.map((l) => l.odds)) : priced[0]!.odds;
  return { legs: priced, odds, maxPayout: LIMITS.maxPayout };
}
