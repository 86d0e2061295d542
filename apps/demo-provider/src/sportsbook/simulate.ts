import type { Rng } from '../engines/rng.js';
import type { BasketballParams } from './basketball.js';
import type { EsportsParams } from './esports.js';
import { FOOTBALL_MINUTES, remainingRates, type FootballParams, type FootballState } from './football.js';
import { BASKETBALL_MINUTES } from './basketball.js';
import type { League } from './teams.js';

/**
 * A match is drawn whole when it is scheduled, from the same model the prices come from: the book
 * knows nothing a player could not, since only the past of the timeline is ever shown or priced.
 */
export type Side = 'home' | 'away';
export interface FootballTimeline {
  incidents: { minute: number; type: 'goal' | 'red'; side: Side }[];
}
/** Cumulative points at the end of each minute (index 0 is minute 1). */
export interface BasketballTimeline {
  home: number[];
  away: number[];
}
export interface EsportsMap {
  winner: Side;
  /** The map's opening: its first blood, or in CS2 its first (pistol) round. */
  firstBlood: { side: Side; at: number };
  /** Kills by progress through the map (0–1), in order; none in CS2, followed by its rounds. */
  kills: { at: number; side: Side }[];
  /** CS2: each round's winner, at the round's end (0–1), in order. */
  rounds?: { at: number; side: Side }[];
}
export interface EsportsTimeline {
  maps: EsportsMap[];
}

export type Drawn =
  | { sport: 'football'; params: FootballParams; timeline: FootballTimeline }
  | { sport: 'basketball'; params: BasketballParams; timeline: BasketballTimeline }
  | { sport: 'esports'; params: EsportsParams; timeline: EsportsTimeline };

const uniform = (rng: Rng) => rng.int(1_000_000) / 1_000_000;
const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * uniform(rng);
const chance = (rng: Rng, p: number) => uniform(rng) < p;
/** Red cards per side per match. */
const RED_CARD_RATE = 0.12;

function drawFootball(rng: Rng): Drawn {
  const total = between(rng, 2.1, 3.1);
  const share = between(rng, 0.32, 0.68);
  const params = { homeGoals: total * share, awayGoals: total * (1 - share) };
  const state: FootballState = { minute: 0, home: 0, away: 0, redHome: 0, redAway: 0 };
  const incidents: FootballTimeline['incidents'] = [];
  for (let minute = 0; minute < FOOTBALL_MINUTES; minute++) {
    // One minute's chances at the rates the prices use (red cards included).
    const rates = remainingRates(params, { ...state, minute: FOOTBALL_MINUTES - 1 });
    const at = minute + uniform(rng);
    for (const side of ['home', 'away'] as const) {
      if (chance(rng, side === 'home' ? rates.home : rates.away)) {
        incidents.push({ minute: at, type: 'goal', side });
        state[side]++;
      }
      if (chance(rng, RED_CARD_RATE / FOOTBALL_MINUTES)) {
        incidents.push({ minute: at, type: 'red', side });
        if (side === 'home') state.redHome++;
        else state.redAway++;
      }
    }
  }
  return { sport: 'football', params, timeline: { incidents } };
}

function drawBasketball(rng: Rng): Drawn {
  const total = between(rng, 196, 232);
  const share = between(rng, 0.46, 0.54);
  const params = { homePoints: total * share, awayPoints: total * (1 - share) };
  const home: number[] = [];
  const away: number[] = [];
  let h = 0;
  let a = 0;
  for (let m = 0; m < BASKETBALL_MINUTES; m++) {
    h += Math.max(0, Math.round(params.homePoints / BASKETBALL_MINUTES + between(rng, -2.6, 2.6)));
    a += Math.max(0, Math.round(params.awayPoints / BASKETBALL_MINUTES + between(rng, -2.6, 2.6)));
    // A level game goes to overtime; the book settles on the score after it (the last minute here).
    if (m === BASKETBALL_MINUTES - 1 && h === a) {
      if (chance(rng, 0.5)) h += 2;
      else a += 2;
    }
    home.push(h);
    away.push(a);
  }
  return { sport: 'basketball', params, timeline: { home, away } };
}

function drawEsports(rng: Rng, league: League): Drawn {
  const cs2 = league.title === 'CS2';
  const params: EsportsParams = {
    mapWin: between(rng, 0.3, 0.7),
    firstBlood: between(rng, 0.4, 0.6),
    bestOf: league.bestOf ?? 3,
    ...(cs2 ? { unit: 'rounds' as const } : {}),
  };
  const need = Math.ceil(params.bestOf / 2);
  const maps: EsportsMap[] = [];
  const won = { home: 0, away: 0 };
  while (won.home < need && won.away < need) {
    const winner: Side = chance(rng, params.mapWin) ? 'home' : 'away';
    won[winner]++;
    const opener: Side = chance(rng, params.firstBlood) ? 'home' : 'away';
    if (cs2) {
      const rounds = drawCs2Rounds(rng, winner, opener);
      maps.push({ winner, firstBlood: { ...rounds[0]! }, kills: [], rounds });
      continue;
    }
    const firstBlood = { side: opener, at: between(rng, 0.03, 0.2) };
    const kills: EsportsMap['kills'] = [{ ...firstBlood }];
    const count = Math.round(between(rng, 14, 36));
    for (let i = 1; i < count; i++) {
      kills.push({ at: between(rng, firstBlood.at, 0.98), side: chance(rng, 0.62) ? winner : other(winner) });
    }
    kills.sort((x, y) => x.at - y.at);
    maps.push({ winner, firstBlood, kills });
  }
  return { sport: 'esports', params, timeline: { maps } };
}

function shuffled<T>(rng: Rng, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/**
 * A CS2 map's rounds: first to 13 of 24; at 12:12 overtimes of six rounds, first to 4 (3:3 plays
 * another). The winner takes the last round, `pistol` the first; rounds end evenly through the map.
 */
function drawCs2Rounds(rng: Rng, winner: Side, pistol: Side): { at: number; side: Side }[] {
  const loser = other(winner);
  const blocks: [number, number][] = [];
  if (chance(rng, 0.12)) {
    blocks.push([12, 12]);
    while (chance(rng, 0.25)) blocks.push([3, 3]);
    blocks.push([4, rng.int(3)]);
  } else blocks.push([13, 2 + rng.int(5) + rng.int(6)]);
  const sides = blocks.flatMap(([w, l], i) => {
    const last = i === blocks.length - 1;
    const block = shuffled(rng, [
      ...Array<Side>(last ? w - 1 : w).fill(winner),
      ...Array<Side>(l).fill(loser),
    ]);
    if (i === 0) {
      const first = block.indexOf(pistol);
      [block[0], block[first]] = [block[first]!, block[0]!];
    }
    return last ? [...block, winner] : block;
  });
  return sides.map((side, i) => ({ side, at: ((i + 1) / sides.length) * 0.97 }));
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Draws a whole match for a fixture of the league. */
export function drawMatch(rng: Rng, league: League): Drawn {
  if (league.sport === 'football') return drawFootball(rng);
  if (league.sport === 'basketball') return drawBasketball(rng);
  return drawEsports(rng, league);
}
