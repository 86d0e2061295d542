import { describe, expect, it } from 'vitest';
import { basketball } from './basketball.js';
import { esports, type EsportsState } from './esports.js';
import { football, type FootballState } from './football.js';
import { asianResult, lineLabel, toQuarters } from './lines.js';
import { priceMarkets, type FairMarket, type PricedMarket } from './markets.js';
import { MARGIN, WIDE_MARGIN, impliedBook } from './odds.js';
import { cashoutValue, parlayOdds, ticketPayout } from './ticket.js';

const kickOff: FootballState = { minute: 0, home: 0, away: 0, redHome: 0, redAway: 0 };
const even = { homeGoals: 1.45, awayGoals: 1.15 };
const market = <M extends { key: string }>(ms: M[], key: string) => ms.find((m) => m.key === key)!;
const price = (ms: PricedMarket[], key: string, sel: string) =>
  market(ms, key).selections.find((s) => s.key === sel)!.odds!;
const noRounds = { roundsHome: 0, roundsAway: 0 };
/** A series before its first map: nothing won, scored or killed. */
const seriesStart: EsportsState = {
  mapsHome: 0,
  mapsAway: 0,
  map: 1,
  killsHome: 0,
  killsAway: 0,
  ...noRounds,
  firstBlood: null,
  progress: 0,
};
const fairSum = (m: FairMarket) => m.selections.reduce((s, x) => s + x.p, 0);

describe('pricing', () => {
  const boards = [
    football.markets(even, kickOff),
    football.markets(even, { minute: 63, home: 1, away: 1, redHome: 1, redAway: 0 }),
    basketball.markets({ homePoints: 112, awayPoints: 106 }, { minute: 0, home: 0, away: 0 }),
    basketball.markets({ homePoints: 112, awayPoints: 106 }, { minute: 30, home: 70, away: 71 }),
    esports.markets(
      { mapWin: 0.58, firstBlood: 0.52, bestOf: 3 },
      {
        mapsHome: 1,
        mapsAway: 0,
        map: 2,
        killsHome: 3,
        killsAway: 7,
        firstBlood: 'away',
        progress: 0.4,
        ...noRounds,
      },
    ),
  ];

  it('fair probabilities of every market sum to 1', () => {
    for (const board of boards) for (const m of board) expect(fairSum(m)).toBeCloseTo(1, 6);
  });

  it('prices carry the stated margin: implied probabilities sum to 1 + margin (less the rounding)', () => {
    for (const board of boards) {
      for (const [i, m] of priceMarkets(board).entries()) {
        const margin = m.key === 'cs' ? WIDE_MARGIN : MARGIN;
        // Long shots under 1% are not offered: their share of the book is missing from the board.
        const unoffered = board[i]!.selections.filter((_, j) => m.selections[j]!.odds === null).reduce(
          (sum, sel) => sum + sel.p * (1 + margin),
          0,
        );
        const book = impliedBook(m.selections.map((s) => s.odds)) + unoffered;
        // Prices are rounded down to the hundredth, which raises the book a little.
        expect(book).toBeGreaterThanOrEqual(1 + margin - 1e-9);
        expect(book).toBeLessThan(1 + margin + 0.01 * m.selections.length);
      }
    }
  });

  it('offers the handicap and total lines around the balanced one', () => {
    const lines = football.markets(even, kickOff).filter((m) => m.key.startsWith('ah:'));
    expect(lines).toHaveLength(3);
    const middle = lines[1]!;
    expect(Math.abs(middle.selections[0]!.p - 0.5)).toBeLessThan(0.12);
  });

  it('moves prices with the match: a goal shortens the scorer, a red card lengthens the side', () => {
    const before = priceMarkets(football.markets(even, { ...kickOff, minute: 30 }));
    const goal = priceMarkets(football.markets(even, { ...kickOff, minute: 30, home: 1 }));
    const red = priceMarkets(football.markets(even, { ...kickOff, minute: 30, redHome: 1 }));
    expect(price(goal, '1x2', 'home')).toBeLessThan(price(before, '1x2', 'home'));
    expect(price(red, '1x2', 'home')).toBeGreaterThan(price(before, '1x2', 'home'));
    const late = football.markets(even, { ...kickOff, minute: 89.9, home: 2 });
    expect(market(late, '1x2').selections[0]!.p).toBeGreaterThan(0.99);
  });

  it('an esports series leader is favoured and a kill lead moves the map in play', () => {
    const params = { mapWin: 0.5, firstBlood: 0.5, bestOf: 3 as const };
    const start = seriesStart;
    expect(market(esports.markets(params, start), 'ml').selections[0]!.p).toBeCloseTo(0.5, 6);
    const up = esports.markets(params, { ...start, mapsHome: 1, map: 2 });
    expect(market(up, 'ml').selections[0]!.p).toBeCloseTo(0.75, 6);
    const killing = esports.markets(params, { ...start, killsHome: 8, progress: 0.5, firstBlood: 'home' });
    expect(market(killing, 'ml').selections[0]!.p).toBeGreaterThan(0.6);
    expect(killing.find((m) => m.key.startsWith('fb:'))).toBeUndefined();
  });

  it('a CS2 round lead moves the map in play, as a kill lead does in the MOBA titles', () => {
    const params = { mapWin: 0.5, firstBlood: 0.5, bestOf: 3 as const, unit: 'rounds' as const };
    const start: EsportsState = { ...seriesStart, firstBlood: 'home', progress: 0.5 };
    const level = market(esports.markets(params, start), 'ml').selections[0]!.p;
    const ahead = esports.markets(params, { ...start, roundsHome: 9, roundsAway: 4 });
    expect(market(ahead, 'ml').selections[0]!.p).toBeGreaterThan(level + 0.1);
  });
});

describe('settlement', () => {
  it.each([
    // side margin, line, result (from the backed side's point of view)
    [0, -0.25, 'half_lose'],
    [0, 0.25, 'half_win'],
    [1, -0.75, 'half_win'],
    [1, -1, 'push'],
    [0, 0, 'push'],
    [1, -1.25, 'half_lose'],
    [2, -1.25, 'win'],
    [0, -0.5, 'lose'],
  ] as const)('Asian handicap: margin %d at %d is %s', (margin, line, result) => {
    expect(asianResult(margin, toQuarters(line))).toBe(result);
  });

  it.each([
    ['over', 2.25, 2, 'half_lose'],
    ['under', 2.25, 2, 'half_win'],
    ['over', 2.75, 3, 'half_win'],
    ['over', 2.5, 3, 'win'],
    ['under', 3, 3, 'push'],
  ] as const)('over/under: %s %d with %d goals is %s', (side, line, goals, result) => {
    expect(football.settle(`ou:${toQuarters(line)}`, side, { home: goals, away: 0 })).toBe(result);
  });

  it('settles the other football markets from the final score', () => {
    const r = { home: 2, away: 1 };
    expect(football.settle('1x2', 'home', r)).toBe('win');
    expect(football.settle('1x2', 'draw', r)).toBe('lose');
    expect(football.settle(`ah:${toQuarters(-1.5)}`, 'home', r)).toBe('lose');
    expect(football.settle(`ah:${toQuarters(-1.5)}`, 'away', r)).toBe('win');
    expect(football.settle('btts', 'yes', r)).toBe('win');
    expect(football.settle('cs', '2-1', r)).toBe('win');
    expect(football.settle('cs', 'other', { home: 5, away: 0 })).toBe('win');
    expect(basketball.settle(`hdp:${toQuarters(-5.5)}`, 'home', { home: 101, away: 95 })).toBe('win');
    expect(basketball.settle(`tot:${toQuarters(200.5)}`, 'under', { home: 101, away: 95 })).toBe('win');
    expect(
      esports.settle(`mhdp:${toQuarters(-1.5)}`, 'home', { mapsHome: 2, mapsAway: 1, firstBloods: [] }),
    ).toBe('lose');
    expect(esports.settle('fb:3', 'home', { mapsHome: 2, mapsAway: 0, firstBloods: ['home', 'away'] })).toBe(
      'void',
    );
  });

  it('labels lines the way Chinese books print them', () => {
    expect(lineLabel(toQuarters(-0.75))).toBe('-0.5/1');
    expect(lineLabel(toQuarters(0.25))).toBe('+0/0.5');
    expect(lineLabel(toQuarters(2.5), false)).toBe('2.5');
  });
});

describe('tickets', () => {
  const CAP = 100_000_000;
  it('pays singles at their odds, halves on quarter lines, the stake on a push', () => {
    expect(ticketPayout(10_000, [{ odds: 185, result: 'win' }], CAP)).toBe(18_500);
    expect(ticketPayout(10_000, [{ odds: 190, result: 'half_win' }], CAP)).toBe(14_500);
    expect(ticketPayout(10_000, [{ odds: 190, result: 'half_lose' }], CAP)).toBe(5_000);
    expect(ticketPayout(10_000, [{ odds: 190, result: 'push' }], CAP)).toBe(10_000);
    expect(ticketPayout(10_000, [{ odds: 190, result: 'lose' }], CAP)).toBe(0);
  });

  it('re-prices a parlay without its void legs and rounds down to the fen', () => {
    const legs = [
      { odds: 185, result: 'win' as const },
      { odds: 210, result: 'void' as const },
      { odds: 193, result: 'win' as const },
    ];
    expect(ticketPayout(1_000, legs, CAP)).toBe(Math.floor((1_000 * 185 * 193) / 10_000));
    expect(
      ticketPayout(
        777,
        [
          { odds: 191, result: 'win' },
          { odds: 190, result: 'half_win' },
        ],
        CAP,
      ),
    ).toBe(Math.floor((777 * 191 * 290) / 20_000));
    expect(ticketPayout(1_000, [...legs, { odds: 150, result: 'lose' as const }], CAP)).toBe(0);
    expect(parlayOdds([185, 210, 193])).toBe(749);
  });

  it('caps a ticket at the maximum payout', () => {
    expect(ticketPayout(1_000_000, [{ odds: 5_000, result: 'win' }], 20_000_000)).toBe(20_000_000);
  });

  it('cashes out below the fair value, and not at all once a leg has lost', () => {
    const value = cashoutValue(10_000, [{ odds: 180, result: 'win' }], [{ odds: 200, current: 150 }], CAP);
    expect(value).toBe(Math.floor(((10_000 * 1.8 * 200) / 150) * 0.95));
    expect(
      cashoutValue(10_000, [{ odds: 180, result: 'lose' }], [{ odds: 200, current: 150 }], CAP),
    ).toBeNull();
  });
});
