import { asianResult, asianWeights, lineLabel, type LegResult } from './lines.js';
import { linesAround, splitKey, twoWay, type FairMarket, type SportModel } from './markets.js';
import { WIDE_MARGIN, poisson } from './odds.js';

/** Expected goals over a whole match, per side. */
export interface FootballParams {
  homeGoals: number;
  awayGoals: number;
}
/** The match as it stands: minute 0–90, the score, red cards. */
export interface FootballState {
  minute: number;
  home: number;
  away: number;
  redHome: number;
  redAway: number;
}
export interface FootballResult {
  home: number;
  away: number;
}

export const FOOTBALL_MINUTES = 90;
/** A side down to ten scores less and concedes more (one red card, in scoring rate). */
export const RED_CARD_FOR = 0.7;
export const RED_CARD_AGAINST = 1.15;
const MAX_GOALS = 12;
const CS_MAX = 4;

/** Scoring rates for the rest of the match, red cards applied. */
export function remainingRates(params: FootballParams, state: FootballState) {
  const left = Math.max(0, FOOTBALL_MINUTES - state.minute) / FOOTBALL_MINUTES;
  const home = params.homeGoals * RED_CARD_FOR ** state.redHome * RED_CARD_AGAINST ** state.redAway;
  const away = params.awayGoals * RED_CARD_FOR ** state.redAway * RED_CARD_AGAINST ** state.redHome;
  return { home: home * left, away: away * left };
}

type Cell = FootballResult & { p: number };

/** The distribution of the final score: the current one plus independent Poisson goals to come. */
function finalScores(params: FootballParams, state: FootballState): Cell[] {
  const rates = remainingRates(params, state);
  const h = poisson(rates.home, MAX_GOALS);
  const a = poisson(rates.away, MAX_GOALS);
  const cells: Cell[] = [];
  for (let i = 0; i < MAX_GOALS; i++) {
    for (let j = 0; j < MAX_GOALS; j++)
      cells.push({ home: state.home + i, away: state.away + j, p: h[i]! * a[j]! });
  }
  return cells;
}

const distributionOf = (cells: readonly Cell[], value: (c: FootballResult) => number) => {
  const m = new Map<number, number>();
  for (const c of cells) {
    const v = value(c);
    m.set(v, (m.get(v) ?? 0) + c.p);
  }
  return m;
};

const AH_NAME = '全场让球';
const OU_NAME = '全场大小';

export const football: SportModel<FootballParams, FootballState, FootballResult> = {
  markets(params, state) {
    const cells = finalScores(params, state);
    const margins = distributionOf(cells, (c) => c.home - c.away);
    const totals = distributionOf(cells, (c) => c.home + c.away);
    const sum = (f: (c: FootballResult) => boolean) => cells.reduce((s, c) => (f(c) ? s + c.p : s), 0);
    const markets: FairMarket[] = [
      {
        key: '1x2',
        name: '全场独赢',
        selections: [
          { key: 'home', label: '主胜', p: sum((c) => c.home > c.away) },
          { key: 'draw', label: '和局', p: sum((c) => c.home === c.away) },
          { key: 'away', label: '客胜', p: sum((c) => c.home < c.away) },
        ],
      },
    ];
    const against = negate(margins);
    const ahLine = (q: number) => twoWay(asianWeights(margins, q), asianWeights(against, -q));
    for (const q of linesAround(range(-14, 14), (q) => ahLine(q)[0], 3)) {
      const [home, away] = ahLine(q);
      markets.push({
        key: `ah:${q}`,
        name: `${AH_NAME} ${lineLabel(q)}`,
        selections: [
          { key: 'home', label: `主 ${lineLabel(q)}`, p: home },
          { key: 'away', label: `客 ${lineLabel(-q)}`, p: away },
        ],
      });
    }
    const current = state.home + state.away;
    const unders = negate(totals);
    const ouLine = (q: number) => twoWay(asianWeights(totals, -q), asianWeights(unders, q));
    for (const q of linesAround(range(current * 4 + 2, current * 4 + 26), (q) => ouLine(q)[0], 3)) {
      const [over, under] = ouLine(q);
      markets.push({
        key: `ou:${q}`,
        name: `${OU_NAME} ${lineLabel(q, false)}`,
        selections: [
          { key: 'over', label: `大 ${lineLabel(q, false)}`, p: over },
          { key: 'under', label: `小 ${lineLabel(q, false)}`, p: under },
        ],
      });
    }
    if (state.home === 0 || state.away === 0) {
      const yes = sum((c) => c.home > 0 && c.away > 0);
      markets.push({
        key: 'btts',
        name: '双方进球',
        selections: [
          { key: 'yes', label: '是', p: yes },
          { key: 'no', label: '否', p: 1 - yes },
        ],
      });
    }
    const scores = cells.filter((c) => c.home <= CS_MAX && c.away <= CS_MAX);
    markets.push({
      key: 'cs',
      name: '波胆',
      margin: WIDE_MARGIN,
      selections: [
        ...scores.map((c) => ({ key: `${c.home}-${c.away}`, label: `${c.home}-${c.away}`, p: c.p })),
        { key: 'other', label: '其他', p: Math.max(0, 1 - scores.reduce((s, c) => s + c.p, 0)) },
      ],
    });
    return markets;
  },

  settle(marketKey, selectionKey, r): LegResult | null {
    const { kind, q } = splitKey(marketKey);
    const margin = r.home - r.away;
    const total = r.home + r.away;
    switch (kind) {
      case '1x2': {
        const outcome = margin > 0 ? 'home' : margin < 0 ? 'away' : 'draw';
        return selectionKey === outcome ? 'win' : 'lose';
      }
      case 'ah':
        return selectionKey === 'home' ? asianResult(margin, q) : asianResult(-margin, -q);
      case 'ou':
        return selectionKey === 'over' ? asianResult(total, -q) : asianResult(-total, q);
      case 'btts':
        return (r.home > 0 && r.away > 0) === (selectionKey === 'yes') ? 'win' : 'lose';
      case 'cs': {
        const listed = r.home <= CS_MAX && r.away <= CS_MAX;
        const hit = listed ? selectionKey === `${r.home}-${r.away}` : selectionKey === 'other';
        return hit ? 'win' : 'lose';
      }
      default:
        return null;
    }
  },

  marketName(marketKey) {
    const { kind, q } = splitKey(marketKey);
    if (kind === 'ah') return `${AH_NAME} ${lineLabel(q)}`;
    if (kind === 'ou') return `${OU_NAME} ${lineLabel(q, false)}`;
    return { '1x2': '全场独赢', btts: '双方进球', cs: '波胆' }[kind] ?? marketKey;
  },
};

function negate(m: ReadonlyMap<number, number>): Map<number, number> {
  return new Map([...m].map(([k, p]) => [-k, p]));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
