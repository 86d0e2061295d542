import type { Card, Market, Sport } from './types';

/** A market key's kind: "ah:-2" → "ah". */
export const kindOf = (key: string) => key.split(':')[0] ?? key;

/** The lobby's three columns beside a match: the winner, the handicap and the total. */
export type Column = 'winner' | 'handicap' | 'total';
const COLUMN: Record<string, Column> = {
  '1x2': 'winner',
  ml: 'winner',
  ah: 'handicap',
  hdp: 'handicap',
  mhdp: 'handicap',
  ou: 'total',
  tot: 'total',
  maps: 'total',
};
/** Esports rows price the series and its map handicap; the map total is on the match page. */
export const columnsOf = (sport: Sport): Column[] =>
  sport === 'esports' ? ['winner', 'handicap'] : ['winner', 'handicap', 'total'];

const TITLES: Record<Sport, Record<Column, string>> = {
  football: { winner: '独赢', handicap: '让球', total: '大小' },
  basketball: { winner: '独赢', handicap: '让分', total: '总分' },
  esports: { winner: '独赢', handicap: '让图', total: '总图' },
};
export const columnTitle = (sport: Sport, column: Column) => TITLES[sport][column];

/** The lobby row's market in a column, if the match offers one. */
export const marketIn = (card: Card, column: Column): Market | undefined =>
  card.markets.find((m) => COLUMN[kindOf(m.key)] === column);

/** A lobby button's small print: the line of a handicap ("-0.5"), the side and line of a total. */
export function lineOf(market: Market, selectionLabel: string): string {
  const column = COLUMN[kindOf(market.key)];
  if (column === 'winner') return '';
  if (column === 'handicap') return selectionLabel.replace(/^[主客]\s*/, '');
  return selectionLabel;
}

/** The event page's sections: a kind's lines together (every 全场让球 line under one title). */
export function groupMarkets(markets: Market[]): { kind: string; title: string; markets: Market[] }[] {
  const groups: { kind: string; title: string; markets: Market[] }[] = [];
  for (const m of markets) {
    const kind = kindOf(m.key);
    const group = kind === 'fb' ? undefined : groups.find((g) => g.kind === kind);
    if (group) group.markets.push(m);
    else groups.push({ kind, title: m.name, markets: [m] });
  }
  // "全场让球 -0.5/1" → "全场让球": the line is on each row's buttons.
  for (const g of groups)
    if (g.kind !== 'fb' && g.markets[0]!.key.includes(':')) g.title = g.title.replace(/\s+\S+$/, '');
  return groups;
}

/** A whole match name for the slip and tickets. */
export const matchName = (card: Pick<Card, 'home' | 'away'>) => `${card.home} vs ${card.away}`;
