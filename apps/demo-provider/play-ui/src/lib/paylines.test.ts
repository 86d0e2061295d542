import { describe, expect, it } from 'vitest';
import { linePoints, winningCells } from './paylines';

describe('slot paylines drawn from the server result', () => {
  it('lights the cells of each winning line as far as it pays, from the left', () => {
    const cells = winningCells([
      { line: 0, symbol: 'CHERRY', count: 3, pay: 30 },
      { line: 3, symbol: 'BELL', count: 5, pay: 900 },
    ]);
    // Middle row, three reels; the V line 0-1-2-1-0 across all five.
    expect([...cells].sort()).toEqual(['0:0', '0:1', '1:1', '2:1', '2:2', '3:1', '4:0'].sort());
  });

  it('lights nothing without a winning line', () => {
    expect(winningCells([]).size).toBe(0);
  });

  it('draws a line through the centres of its cells', () => {
    expect(linePoints(4)).toBe('0,2.5 0.5,2.5 1.5,1.5 2.5,0.5 3.5,1.5 4.5,2.5 5,2.5');
    expect(linePoints(99)).toBe('');
  });
});
