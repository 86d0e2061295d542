import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoad, tally } from './road';

const B = 'banker';
const P = 'player';
const T = 'tie';
const at = (cells: Array<{ col: number; row: number }>) => cells.map((c) => `${c.col}:${c.row}`);

describe('珠盘路 (bead plate)', () => {
  it('lays every round down a column of six, then the next column', () => {
    const beads = beadPlate([B, P, T, B, B, P, P, B]);
    expect(at(beads)).toEqual(['0:0', '0:1', '0:2', '0:3', '0:4', '0:5', '1:0', '1:1']);
    expect(beads.map((b) => b.outcome)).toEqual([B, P, T, B, B, P, P, B]);
  });

  it('keeps its last columns whole when there are more rounds than it shows', () => {
    const beads = beadPlate(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? B : P)),
      6,
      2,
    );
    // 20 rounds are 4 columns (6, 6, 6, 2): the last two columns, 8 rounds, from the 13th round.
    expect(beads).toHaveLength(8);
    expect(beads[0]).toEqual({ col: 0, row: 0, outcome: P });
    expect(beads.at(-1)).toEqual({ col: 1, row: 1, outcome: B });
  });
});

describe('大路 (big road)', () => {
  it('starts a column per streak and marks ties on the round before them', () => {
    const road = bigRoad([B, B, T, P, T, T, P, B]);
    expect(at(road)).toEqual(['0:0', '0:1', '1:0', '1:1', '2:0']);
    expect(road.map((c) => c.ties)).toEqual([0, 1, 2, 0, 0]);
  });

  it('carries ties before the first round on the first cell', () => {
    expect(bigRoad([T, T, P])).toEqual([{ col: 0, row: 0, outcome: P, ties: 2 }]);
    expect(bigRoad([T])).toEqual([{ col: 0, row: 0, outcome: T, ties: 1 }]);
    expect(bigRoad([])).toEqual([]);
  });

  it('turns a streak longer than six right along the bottom row (dragon tail)', () => {
    const road = bigRoad([B, B, B, B, B, B, B, B, P, P]);
    expect(at(road)).toEqual(['0:0', '0:1', '0:2', '0:3', '0:4', '0:5', '1:5', '2:5', '1:0', '1:1']);
  });

  it('turns right early when the cell below is taken by an earlier tail', () => {
    // Seven bankers (tail at 1:5), a player, then seven bankers in column 2: their sixth cell
    // would be 2:5, free; a streak in column 1 (players) could only go down to row 4.
    const road = bigRoad([B, B, B, B, B, B, B, P, P, P, P, P, P]);
    expect(at(road).slice(7)).toEqual(['1:0', '1:1', '1:2', '1:3', '1:4', '2:4']);
  });

  it('keeps its last columns, renumbered', () => {
    const road = bigRoad([B, P, B, P, B], 6, 2);
    expect(road).toEqual([
      { col: 0, row: 0, outcome: P, ties: 0 },
      { col: 1, row: 0, outcome: B, ties: 0 },
    ]);
  });
});

describe('tally', () => {
  it('counts each side', () => {
    expect(tally([B, P, T, B])).toEqual({ banker: 2, player: 1, tie: 1 });
  });
});
