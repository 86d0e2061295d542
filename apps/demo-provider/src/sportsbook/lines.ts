/**
 * Asian lines (让球 and 大小): a line in quarters (-0.25, 2.75) is two bets of half the stake on
 * the lines either side of it, so a ticket can win or lose half. Lines are kept in quarter units
 * (integers) so no float ever decides a result: -0.25 is -1, 2.5 is 10.
 */
export type LegResult = 'win' | 'lose' | 'push' | 'half_win' | 'half_lose' | 'void';

export const toQuarters = (line: number) => Math.round(line * 4);

/** A line as a book prints it: 0, -0.5, +0.5/1 style for quarters ("0.5/1" is 0.75). */
export function lineLabel(quarters: number, signed = true): string {
  const sign = quarters < 0 ? '-' : signed && quarters > 0 ? '+' : '';
  const q = Math.abs(quarters);
  const whole = (n: number) => String(n / 4);
  const text = q % 2 === 1 ? `${whole(q - 1)}/${whole(q + 1)}` : whole(q);
  return `${sign}${text}`;
}

/** One half-line (whole or half point, in quarters) against a margin in quarters: 1, 0 or -1. */
function halfOutcome(marginQuarters: number): 1 | 0 | -1 {
  return marginQuarters > 0 ? 1 : marginQuarters < 0 ? -1 : 0;
}

/**
 * The result of backing a side with `lineQuarters` added to its margin (goals for minus against,
 * or total minus line for an over). Quarter lines average their two halves.
 */
export function asianResult(sideMargin: number, lineQuarters: number): LegResult {
  const m = sideMargin * 4 + lineQuarters;
  const halves =
    lineQuarters % 2 === 0 ? [halfOutcome(m), halfOutcome(m)] : [halfOutcome(m - 1), halfOutcome(m + 1)];
  const total = halves[0]! + halves[1]!;
  if (total === 2) return 'win';
  if (total === -2) return 'lose';
  if (total === 1) return 'half_win';
  if (total === -1) return 'half_lose';
  return 'push';
}

/** Outcome weights of backing a side on a line, for pricing: stake-weighted win, push and lose. */
export function asianWeights(
  marginDistribution: ReadonlyMap<number, number>,
  lineQuarters: number,
): { win: number; push: number; lose: number } {
  const w = { win: 0, push: 0, lose: 0 };
  for (const [margin, p] of marginDistribution) {
    switch (asianResult(margin, lineQuarters)) {
      case 'win':
        w.win += p;
        break;
      case 'lose':
        w.lose += p;
        break;
      case 'half_win':
        w.win += p / 2;
        w.push += p / 2;
        break;
      case 'half_lose':
        w.lose += p / 2;
        w.push += p / 2;
        break;
      default:
        w.push += p;
    }
  }
  return w;
}
