import { describe, expect, it } from 'vitest';
import { parlayOdds } from '../../../src/sportsbook/ticket.js';
import { slipOdds } from '../hooks/use-slip';
import { columnsOf, groupMarkets, lineOf } from './markets';
import type { Market } from './types';

const market = (key: string, name: string, labels: string[]): Market => ({
  key,
  name,
  selections: labels.map((label, i) => ({ key: String(i), label, odds: 190 })),
});

describe("the page's reading of the board", () => {
  it('prices a parlay exactly as the book sells it', () => {
    const legs = [185, 203, 147, 999, 101, 3350];
    for (let n = 1; n <= legs.length; n++) {
      const some = legs.slice(0, n);
      const slip = some.map((odds) => ({ event_id: 'E', market: '1x2', selection: 'home', odds }));
      expect(slipOdds(slip)).toBe(parlayOdds(some));
    }
  });

  it("puts a kind's lines under one title and keeps each first blood apart", () => {
    const groups = groupMarkets([
      market('1x2', '全场独赢', ['主胜', '和局', '客胜']),
      market('ah:-2', '全场让球 -0.5', ['主 -0.5', '客 +0.5']),
      market('ah:-1', '全场让球 -0/0.5', ['主 -0/0.5', '客 +0/0.5']),
      market('fb:1', '第1局 一血', ['主队', '客队']),
      market('fb:2', '第2局 一血', ['主队', '客队']),
    ]);
    expect(groups.map((g) => [g.title, g.markets.length])).toEqual([
      ['全场独赢', 1],
      ['全场让球', 2],
      ['第1局 一血', 1],
      ['第2局 一血', 1],
    ]);
  });

  it("shows a lobby button's line: the handicap without its side, the total with it", () => {
    expect(lineOf(market('ah:-2', '全场让球 -0.5', []), '主 -0.5')).toBe('-0.5');
    expect(lineOf(market('ou:10', '全场大小 2.5', []), '大 2.5')).toBe('大 2.5');
    expect(lineOf(market('1x2', '全场独赢', []), '主胜')).toBe('');
    expect(columnsOf('esports')).toEqual(['winner', 'handicap']);
  });
});
