import { lineLabel, type LegResult } from './lines.js';
import { linesAround, splitKey, type FairMarket, type SportModel } from './markets.js';
import { normalCdf } from './odds.js';

/** Expected points over a whole game, per side. */
export interface BasketballParams {
  homePoints: number;
  awayPoints: number;
}
/** The game as it stands: minute 0–48 (four quarters of 12), the score. */
export interface BasketballState {
  minute: number;
  home: number;
  away: number;
}
export interface BasketballResult {
  home: number;
  away: number;
}

export const BASKETBALL_MINUTES = 48;
/** Spread of the final margin and total over a whole game (points); shrinks as time runs out. */
const MARGIN_SD = 12;
const TOTAL_SD = 16;

function outlook(params: BasketballParams, state: BasketballState) {
  const left = Math.max(0, BASKETBALL_MINUTES - state.minute) / BASKETBALL_MINUTES;
  const spread = Math.sqrt(Math.max(left, 0.002));
  return {
    margin: state.home - state.away + (params.homePoints - params.awayPoints) * left,
    marginSd: MARGIN_SD * spread,
    total: state.home + state.away + (params.homePoints + params.awayPoints) * left,
    totalSd: TOTAL_SD * spread,
  };
}

/** P(X + line > 0) for X normal; lines are half points, so there is no push (ties go to overtime). */
const above = (mean: number, sd: number, line: number) => 1 - normalCdf((-line - mean) / sd);

const HDP = '全场让分';
const TOT = '全场总分';
/** Half-point lines, in quarters: …, -2 (-0.5), 2 (+0.5), … */
const halfPointLines = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => (from + i) * 4 + 2);

export const basketball: SportModel<BasketballParams, BasketballState, BasketballResult> = {
  markets(params, state) {
    const o = outlook(params, state);
    const home = above(o.margin, o.marginSd, 0);
    const markets: FairMarket[] = [
      {
        key: 'ml',
        name: '全场独赢',
        selections: [
          { key: 'home', label: '主胜', p: home },
          { key: 'away', label: '客胜', p: 1 - home },
        ],
      },
    ];
    const centre = Math.round(o.margin);
    for (const q of linesAround(
      halfPointLines(-centre - 12, -centre + 12),
      (q) => above(o.margin, o.marginSd, q / 4),
      3,
    )) {
      const p = above(o.margin, o.marginSd, q / 4);
      markets.push({
        key: `hdp:${q}`,
        name: `${HDP} ${lineLabel(q)}`,
        selections: [
          { key: 'home', label: `主 ${lineLabel(q)}`, p },
          { key: 'away', label: `客 ${lineLabel(-q)}`, p: 1 - p },
        ],
      });
    }
    const mid = Math.round(o.total);
    for (const q of linesAround(
      halfPointLines(mid - 12, mid + 12),
      (q) => above(o.total, o.totalSd, -q / 4),
      3,
    )) {
      const p = above(o.total, o.totalSd, -q / 4);
      markets.push({
        key: `tot:${q}`,
        name: `${TOT} ${lineLabel(q, false)}`,
        selections: [
          { key: 'over', label: `大 ${lineLabel(q, false)}`, p },
          { key: 'under', label: `小 ${lineLabel(q, false)}`, p: 1 - p },
        ],
      });
    }
    return markets;
  },

  settle(marketKey, selectionKey, r): LegResult | null {
    const { kind, q } = splitKey(marketKey);
    const margin = r.home - r.away;
    const total = r.home + r.away;
    const won = (x: number) => (x > 0 ? 'win' : x < 0 ? 'lose' : 'push');
    switch (kind) {
      case 'ml':
        return won(selectionKey === 'home' ? margin : -margin);
      case 'hdp':
        return won(selectionKey === 'home' ? margin * 4 + q : -margin * 4 - q);
      case 'tot':
        return won(selectionKey === 'over' ? total * 4 - q : q - total * 4);
      default:
        return null;
    }
  },

  marketName(marketKey) {
    const { kind, q } = splitKey(marketKey);
    if (kind === 'hdp') return `${HDP} ${lineLabel(q)}`;
    if (kind === 'tot') return `${TOT} ${lineLabel(q, false)}`;
    return kind === 'ml' ? '全场独赢' : marketKey;
  },
};
