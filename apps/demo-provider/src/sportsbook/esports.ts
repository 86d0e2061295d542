import { asianResult, asianWeights, lineLabel, type LegResult } from './lines.js';
import { splitKey, twoWay, type FairMarket, type SportModel } from './markets.js';
import { openingMarketName } from './score-words.js';

/**
 * A series: the home side's chance per map, its chance of a map's opening (first blood; CS2's pistol
 * round), best of 3 or 5, and how a map is scored while it is played (CS2: rounds; else kills).
 */
export interface EsportsParams {
  mapWin: number;
  firstBlood: number;
  bestOf: 3 | 5;
  unit?: 'rounds';
}
/** The series as it stands: maps won, the map being played, its kills or rounds and progress (0–1). */
export interface EsportsState {
  mapsHome: number;
  mapsAway: number;
  map: number;
  killsHome: number;
  killsAway: number;
  roundsHome: number;
  roundsAway: number;
  firstBlood: 'home' | 'away' | null;
  progress: number;
}
export interface EsportsResult {
  mapsHome: number;
  mapsAway: number;
  /** First blood of each map played, in order. */
  firstBloods: ('home' | 'away')[];
}

/** How much a kill (CS2: round) lead moves the map being played, weighted by how far into it. */
const KILL_WEIGHT = 0.12;
const ROUND_WEIGHT = 0.3;
const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The home side's chance of the map being played, from its kill (CS2: round) lead. */
export function currentMapWin(params: EsportsParams, s: EsportsState): number {
  const lead = KILL_WEIGHT * (s.killsHome - s.killsAway) + ROUND_WEIGHT * (s.roundsHome - s.roundsAway);
  return logistic(logit(params.mapWin) + lead * (0.5 + s.progress));
}

/** Distribution of the final map margin (home maps − away maps) from the current state. */
function finalMargins(params: EsportsParams, s: EsportsState): Map<number, number> {
  const need = Math.ceil(params.bestOf / 2);
  const out = new Map<number, number>();
  const walk = (h: number, a: number, p: number, first: boolean) => {
    if (h === need || a === need) {
      out.set(h - a, (out.get(h - a) ?? 0) + p);
      return;
    }
    const win = first ? currentMapWin(params, s) : params.mapWin;
    walk(h + 1, a, p * win, false);
    walk(h, a + 1, p * (1 - win), false);
  };
  walk(s.mapsHome, s.mapsAway, 1, true);
  return out;
}

const negate = (m: ReadonlyMap<number, number>) => new Map([...m].map(([k, p]) => [-k, p]));

export const esports: SportModel<EsportsParams, EsportsState, EsportsResult> = {
  markets(params, s) {
    const margins = finalMargins(params, s);
    const home = [...margins].reduce((sum, [m, p]) => (m > 0 ? sum + p : sum), 0);
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
    for (const q of [-6, 6]) {
      const [h, a] = twoWay(asianWeights(margins, q), asianWeights(negate(margins), -q));
      if (h < 0.01 || a < 0.01) continue;
      markets.push({
        key: `mhdp:${q}`,
        name: `地图让分 ${lineLabel(q)}`,
        selections: [
          { key: 'home', label: `主 ${lineLabel(q)}`, p: h },
          { key: 'away', label: `客 ${lineLabel(-q)}`, p: a },
        ],
      });
    }
    // Total maps over/under 2.5 of 3 (4.5 of 5), in quarters.
    const mapsLine = params.bestOf * 4 - 2;
    const played = new Map([...margins].map(([m, p]) => [Math.ceil(params.bestOf / 2) * 2 - Math.abs(m), p]));
    const over = [...played].reduce((sum, [n, p]) => (n * 4 > mapsLine ? sum + p : sum), 0);
    if (over > 0.01 && over < 0.99) {
      markets.push({
        key: `maps:${mapsLine}`,
        name: `总地图数 ${lineLabel(mapsLine, false)}`,
        selections: [
          { key: 'over', label: `大 ${lineLabel(mapsLine, false)}`, p: over },
          { key: 'under', label: `小 ${lineLabel(mapsLine, false)}`, p: 1 - over },
        ],
      });
    }
    if (s.firstBlood === null) {
      markets.push({
        key: `fb:${s.map}`,
        name: openingMarketName(params, s.map),
        selections: [
          { key: 'home', label: '主队', p: params.firstBlood },
          { key: 'away', label: '客队', p: 1 - params.firstBlood },
        ],
      });
    }
    return markets;
  },

  settle(marketKey, selectionKey, r): LegResult | null {
    const { kind, q } = splitKey(marketKey);
    const margin = r.mapsHome - r.mapsAway;
    switch (kind) {
      case 'ml':
        return margin > 0 === (selectionKey === 'home') ? 'win' : 'lose';
      case 'mhdp':
        return selectionKey === 'home' ? asianResult(margin, q) : asianResult(-margin, -q);
      case 'maps': {
        const total = r.mapsHome + r.mapsAway;
        return selectionKey === 'over' ? asianResult(total, -q) : asianResult(-total, q);
      }
      case 'fb': {
        // A map the series never reached has no first blood: the leg is void.
        const side = r.firstBloods[q - 1];
        if (!side) return 'void';
        return side === selectionKey ? 'win' : 'lose';
      }
      default:
        return null;
    }
  },

  marketName(marketKey, params) {
    const { kind, q } = splitKey(marketKey);
    if (kind === 'mhdp') return `地图让分 ${lineLabel(q)}`;
    if (kind === 'maps') return `总地图数 ${lineLabel(q, false)}`;
    if (kind === 'fb') return openingMarketName(params, q);
    return kind === 'ml' ? '全场独赢' : marketKey;
  },
};
