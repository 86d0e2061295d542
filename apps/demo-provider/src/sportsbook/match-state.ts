import { basketball, BASKETBALL_MINUTES, type BasketballResult } from './basketball.js';
import { esports, type EsportsResult, type EsportsState } from './esports.js';
import { football, FOOTBALL_MINUTES, type FootballResult, type FootballState } from './football.js';
import type { LegResult } from './lines.js';
import { priceMarkets, type PricedMarket } from './markets.js';
import { mapName, mapScoreText, scoreLabel } from './score-words.js';
import type { Drawn } from './simulate.js';

/** A fixture on the book: its draw (params and timeline) and where it stands. */
export interface BookEvent {
  id: string;
  kickoffAt: number;
  /** Real time the whole match takes (esports: every map of a full series). */
  durationMs: number;
  drawn: Drawn;
  cancelled: boolean;
}
export type Phase = 'pre' | 'live' | 'ended';
export type AnyResult = FootballResult | BasketballResult | EsportsResult;

/** Markets close for this long after a goal, a red card, a quarter's or a map's end, a first blood. */
export const SUSPEND_MS = 8_000;

export interface MatchView {
  phase: Phase;
  /** The clock as a book shows it: 63', 第3节 05:12, 第2局 (CS2: 地图2). */
  clock: string;
  score: { home: number; away: number };
  /** What the score counts where goals or points would not be understood: 地图比分 for a series. */
  scoreLabel: string;
  /** Red cards (football) or the current map's kills (esports; CS2: its rounds). */
  detail: string;
  suspended: boolean;
  endsAt: number;
}

const mapMs = (e: BookEvent) =>
  e.drawn.sport === 'esports' ? e.durationMs / e.drawn.params.bestOf : e.durationMs;

export function endsAt(e: BookEvent): number {
  if (e.drawn.sport === 'esports') return e.kickoffAt + mapMs(e) * e.drawn.timeline.maps.length;
  return e.kickoffAt + e.durationMs;
}

type ModelState =
  | { sport: 'football'; s: FootballState }
  | { sport: 'basketball'; s: { minute: number; home: number; away: number } }
  | { sport: 'esports'; s: EsportsState };

/**
 * The match at time `t` as the model prices it, the minute rounded down (prices move in ticks),
 * and the real time of its last incident (for suspensions).
 */
function stateAt(e: BookEvent, t: number): { model: ModelState; lastIncidentAt: number } {
  const elapsed = Math.max(0, t - e.kickoffAt);
  const d = e.drawn;
  if (d.sport === 'football') {
    const exact = Math.min(FOOTBALL_MINUTES, (elapsed / e.durationMs) * FOOTBALL_MINUTES);
    const s: FootballState = { minute: Math.floor(exact), home: 0, away: 0, redHome: 0, redAway: 0 };
    let last = -Infinity;
    for (const i of d.timeline.incidents) {
      if (i.minute > exact) break;
      if (i.type === 'goal') s[i.side]++;
      else if (i.side === 'home') s.redHome++;
      else s.redAway++;
      last = e.kickoffAt + (i.minute / FOOTBALL_MINUTES) * e.durationMs;
    }
    return { model: { sport: 'football', s }, lastIncidentAt: last };
  }
  if (d.sport === 'basketball') {
    const exact = Math.min(BASKETBALL_MINUTES, (elapsed / e.durationMs) * BASKETBALL_MINUTES);
    const m = Math.floor(exact);
    const s = { minute: m, home: m ? d.timeline.home[m - 1]! : 0, away: m ? d.timeline.away[m - 1]! : 0 };
    const quarterEnd = Math.floor(exact / 12) * 12;
    const last = quarterEnd > 0 ? e.kickoffAt + (quarterEnd / BASKETBALL_MINUTES) * e.durationMs : -Infinity;
    return { model: { sport: 'basketball', s }, lastIncidentAt: last };
  }
  const per = mapMs(e);
  const index = Math.min(d.timeline.maps.length - 1, Math.floor(elapsed / per));
  const exact = Math.min(1, (elapsed - index * per) / per);
  // Prices move in twentieths of a map (like football's whole minutes); kills count as they happen.
  const progress = Math.floor(exact * 20) / 20;
  const s: EsportsState = {
    mapsHome: 0,
    mapsAway: 0,
    map: index + 1,
    killsHome: 0,
    killsAway: 0,
    roundsHome: 0,
    roundsAway: 0,
    firstBlood: null,
    progress,
  };
  d.timeline.maps.slice(0, index).forEach((m) => (m.winner === 'home' ? s.mapsHome++ : s.mapsAway++));
  const map = d.timeline.maps[index]!;
  for (const k of map.kills) {
    if (k.at > exact) break;
    if (k.side === 'home') s.killsHome++;
    else s.killsAway++;
  }
  for (const r of map.rounds ?? []) {
    if (r.at > exact) break;
    if (r.side === 'home') s.roundsHome++;
    else s.roundsAway++;
  }
  let last = e.kickoffAt + index * per;
  if (map.firstBlood.at <= exact) {
    s.firstBlood = map.firstBlood.side;
    last = Math.max(last, e.kickoffAt + (index + map.firstBlood.at) * per);
  }
  return { model: { sport: 'esports', s }, lastIncidentAt: last };
}

export function phaseAt(e: BookEvent, t: number): Phase {
  if (e.cancelled || t >= endsAt(e)) return 'ended';
  return t < e.kickoffAt ? 'pre' : 'live';
}

const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');

/** The score a result stands for: goals or points, or maps won. */
export function scoreOf(r: AnyResult): { home: number; away: number } {
  return 'mapsHome' in r ? { home: r.mapsHome, away: r.mapsAway } : { home: r.home, away: r.away };
}

export function viewAt(e: BookEvent, t: number): MatchView {
  const view = liveView(e, t);
  // Over: the final score (an esports series' last map counts once it is won).
  if (view.phase === 'ended' && !e.cancelled) view.score = scoreOf(resultOf(e));
  return view;
}

function liveView(e: BookEvent, t: number): MatchView {
  const phase = phaseAt(e, t);
  const { model, lastIncidentAt } = stateAt(e, Math.min(t, endsAt(e)));
  const suspended = phase === 'live' && t - lastIncidentAt < SUSPEND_MS;
  const base = { phase, suspended, endsAt: endsAt(e), scoreLabel: scoreLabel(e.drawn) };
  if (model.sport === 'football') {
    const s = model.s;
    const reds = s.redHome + s.redAway ? `红牌 ${s.redHome}:${s.redAway}` : '';
    const clock = phase === 'live' ? `${Math.max(1, Math.ceil(s.minute))}'` : '';
    return { ...base, clock, score: { home: s.home, away: s.away }, detail: reds };
  }
  if (model.sport === 'basketball') {
    const s = model.s;
    const quarter = Math.min(4, Math.floor(s.minute / 12) + 1);
    const left = 12 - (s.minute - (quarter - 1) * 12);
    const clock = phase === 'live' ? `第${quarter}节 ${pad(left)}:00` : '';
    return { ...base, clock, score: { home: s.home, away: s.away }, detail: '' };
  }
  const s = model.s;
  const p = e.drawn.sport === 'esports' ? e.drawn.params : undefined;
  const inRounds = p?.unit === 'rounds';
  return {
    ...base,
    clock: phase === 'live' ? mapName(p, s.map) : '',
    score: { home: s.mapsHome, away: s.mapsAway },
    detail:
      phase === 'live'
        ? mapScoreText(p, inRounds ? s.roundsHome : s.killsHome, inRounds ? s.roundsAway : s.killsAway)
        : '',
  };
}

/**
 * Boards already priced, by match and state: a board is a pure function of the two (the minute is
 * whole), and every slip, lobby poll and cash-out quote asks for the same few.
 */
const priced = new Map<string, PricedMarket[]>();
const PRICED_MAX = 5_000;

/** The board at time `t`: open markets with prices, none once the match is over. */
export function boardAt(e: BookEvent, t: number): PricedMarket[] {
  if (phaseAt(e, t) === 'ended') return [];
  const { model } = stateAt(e, t);
  const key = `${e.id}|${e.durationMs}|${JSON.stringify(model.s)}`;
  let board = priced.get(key);
  if (!board) {
    if (priced.size >= PRICED_MAX) priced.clear();
    board = priceBoard(e, model);
    priced.set(key, board);
  }
  return board;
}

function priceBoard(e: BookEvent, model: ModelState): PricedMarket[] {
  const d = e.drawn;
  if (d.sport === 'football' && model.sport === 'football')
    return priceMarkets(football.markets(d.params, model.s));
  if (d.sport === 'basketball' && model.sport === 'basketball')
    return priceMarkets(basketball.markets(d.params, model.s));
  if (d.sport === 'esports' && model.sport === 'esports')
    return priceMarkets(esports.markets(d.params, model.s));
  return [];
}

/** The final result the timeline gives (a correction replaces it: see the book). */
export function resultOf(e: BookEvent): AnyResult {
  const d = e.drawn;
  if (d.sport === 'football') {
    const goals = d.timeline.incidents.filter((i) => i.type === 'goal');
    return {
      home: goals.filter((g) => g.side === 'home').length,
      away: goals.filter((g) => g.side === 'away').length,
    };
  }
  if (d.sport === 'basketball') return { home: d.timeline.home.at(-1)!, away: d.timeline.away.at(-1)! };
  const maps = d.timeline.maps;
  return {
    mapsHome: maps.filter((m) => m.winner === 'home').length,
    mapsAway: maps.filter((m) => m.winner === 'away').length,
    firstBloods: maps.map((m) => m.firstBlood.side),
  };
}

/** A leg's result from a result of the event's sport. */
export function settleLeg(
  e: BookEvent,
  marketKey: string,
  selection: string,
  r: AnyResult,
): LegResult | null {
  const sport = e.drawn.sport;
  if (sport === 'football') return football.settle(marketKey, selection, r as FootballResult);
  if (sport === 'basketball') return basketball.settle(marketKey, selection, r as BasketballResult);
  return esports.settle(marketKey, selection, r as EsportsResult);
}

export function marketName(e: BookEvent, marketKey: string): string {
  const sport = e.drawn.sport;
  if (sport === 'football') return football.marketName(marketKey);
  if (sport === 'basketball') return basketball.marketName(marketKey);
  return esports.marketName(marketKey, e.drawn.params);
}
